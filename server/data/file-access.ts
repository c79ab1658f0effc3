import { sql, type Kysely } from 'kysely';
import type { DB } from '../db';

/** A record that holds a file in one of its fields. */
export interface FileHolder {
  fnId: number;
  fnVersion: number;
  id: number;
}

/** Most records looked up for one file (an attachment normally sits in one). */
const MAX_HOLDERS = 20;

/** Where a file is used, in one tenant: the orphan sweep keeps any file a record (deleted ones too) still names. */
export function createFileAccessData(db: Kysely<DB>, tenantId: string) {
  return {
    /** Records of this tenant whose data names the file id (ids are UUIDs: no LIKE wildcards in them). */
    async holdersOf(fileId: string): Promise<FileHolder[]> {
      if (!/^[0-9a-f-]{36}$/.test(fileId)) return [];
      const rows = await db.selectFrom('fn_records').select(['id', 'fn_id', 'fn_version'])
        .where('tenant_id', '=', tenantId)
        .where(sql<string>`cast(data as text)`, 'like', `%"${fileId}"%`)
        .limit(MAX_HOLDERS).execute();
      return rows.map((r) => ({ fnId: Number(r.fn_id), fnVersion: Number(r.fn_version), id: Number(r.id) }));
    },
  };
}
