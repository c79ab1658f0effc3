import type { Kysely, Selectable } from 'kysely';
import type { DB, ProcessCcTable } from '../db';
import { filteredInstanceIds, isFilterSet, type InstanceFilter } from './workflow-filter';

export type CcRow = Selectable<ProcessCcTable>;

/** Carbon copies of approval processes, one row per recipient and CC node visit. */
export function createCcData(db: Kysely<DB>, tenantId: string) {
  const mine = (userId: number, read?: boolean, filter?: InstanceFilter) => {
    let q = db.selectFrom('process_cc').where('tenant_id', '=', tenantId).where('user_id', '=', userId);
    if (isFilterSet(filter)) q = q.where('instance_id', 'in', filteredInstanceIds(db, tenantId, filter));
    if (read === true) q = q.where('read_at', 'is not', null);
    if (read === false) q = q.where('read_at', 'is', null);
    return q;
  };

  return {
    async insert(c: { instanceId: number; nodeId: string; userId: number; now: number }): Promise<void> {
      await db.insertInto('process_cc').values({
        tenant_id: tenantId, instance_id: c.instanceId, node_id: c.nodeId, user_id: c.userId, created_at: c.now, read_at: null,
      }).execute();
    },

    /** The CC rows of a user for one instance (the latest last). */
    ofUser(instanceId: number, userId: number): Promise<CcRow[]> {
      return mine(userId).selectAll().where('instance_id', '=', instanceId).orderBy('id').execute();
    },

    async page(userId: number, read: boolean | undefined, offset: number, limit: number, filter?: InstanceFilter): Promise<{ rows: CcRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        mine(userId, read, filter).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
        mine(userId, read, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** Marks the user's CC rows of an instance read; the number of rows changed. */
    async markRead(instanceId: number, userId: number, now: number): Promise<number> {
      const res = await db.updateTable('process_cc').set({ read_at: now })
        .where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('instance_id', '=', instanceId)
        .where('read_at', 'is', null).executeTakeFirst();
      return Number(res.numUpdatedRows);
    },
  };
}

export type CcData = ReturnType<typeof createCcData>;
