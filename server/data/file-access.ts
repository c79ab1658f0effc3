import { sql, type Kysely } from 'kysely';
import type { DB } from '../db';

/** A record that holds a file in one of its fields. */
export interface FileHolder {
  fnId: number;
  fnVersion: number;
  id: number;
}

/** Most records checked for one file (an attachment normally sits in one). */
const MAX_HOLDERS = 20;

/** What a file download needs to know about where the file is used, in one tenant. */
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

    /** Whether the user takes part in a process of the record: initiator, approver (any task) or CC recipient. */
    async isInvolved(recordId: number, userId: number): Promise<boolean> {
      const row = await db.selectFrom('process_instances as i').select('i.id')
        .where('i.tenant_id', '=', tenantId).where('i.record_id', '=', recordId)
        .where((eb) => eb.or([
          eb('i.initiator_id', '=', userId),
          eb.exists(eb.selectFrom('process_tasks as t').select('t.id').whereRef('t.instance_id', '=', 'i.id').where('t.assignee_id', '=', userId)),
          eb.exists(eb.selectFrom('process_cc as c').select('c.id').whereRef('c.instance_id', '=', 'i.id').where('c.user_id', '=', userId)),
        ]))
        .limit(1).executeTakeFirst();
      return row !== undefined;
    },
  };
}
