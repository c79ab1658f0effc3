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

    /** Bytes the user has stored in this tenant (the upload quota counts them). */
    async bytesOf(userId: number): Promise<number> {
      const row = await db.selectFrom('files').select((eb) => eb.fn.sum<number>('size').as('total'))
        .where('tenant_id', '=', tenantId).where('created_by', '=', userId).executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    /** Bytes the whole tenant has stored (the company's upload quota counts them). */
    async tenantBytes(): Promise<number> {
      const row = await db.selectFrom('files').select((eb) => eb.fn.sum<number>('size').as('total'))
        .where('tenant_id', '=', tenantId).executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    /** Files created before `before`, oldest first (the orphan sweep's candidates). */
    olderThan(before: number, limit: number): Promise<FileRow[]> {
      return db.selectFrom('files').selectAll().where('tenant_id', '=', tenantId).where('created_at', '<', before)
        .orderBy('created_at').limit(limit).execute();
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('files').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },

    /** The ids among `ids` that exist in this tenant. */
    async existing(ids: string[]): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await db.selectFrom('files').select('id').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
      return new Set(rows.map((r) => r.id));
    },
  };
}
