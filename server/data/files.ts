import type { Kysely, Selectable } from 'kysely';
import type { DB, FilesTable } from '../db';

export type FileRow = Selectable<FilesTable>;

/** Uploaded files of one tenant (metadata; the bytes are on disk). */
export function createFileData(db: Kysely<DB>, tenantId: string) {
  return {
    async insert(f: Omit<FileRow, 'tenant_id'>): Promise<void> {
      await db.insertInto('files').values({ ...f, tenant_id: tenantId }).execute();
    },

    get(id: string): Promise<FileRow | undefined> {
      return db.selectFrom('files').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    },

    /** The ids among `ids` that exist in this tenant. */
    async existing(ids: string[]): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await db.selectFrom('files').select('id').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
      return new Set(rows.map((r) => r.id));
    },
  };
}
