import { sql, type Kysely } from 'kysely';
import type { DB } from '../db';

/**
 * Serial-number counters of one tenant. `next` is one upsert that bumps and
 * returns the counter: on PostgreSQL the row lock is held until the enclosing
 * transaction ends, on SQLite the statement takes the write lock; either way a
 * rolled-back save gives its number back, so numbers stay gap-free.
 */
export function createSerialData(db: Kysely<DB>, tenantId: string) {
  return {
    /** The n (0, 1, 2 ...) of the next number of a counter. Call inside the save's transaction. */
    async next(fnId: number, field: string, scope: string): Promise<number> {
      const row = await db.insertInto('serial_counters')
        .values({ tenant_id: tenantId, fn_id: fnId, field, scope, last_n: 0 })
        .onConflict((oc) => oc.columns(['tenant_id', 'fn_id', 'field', 'scope'])
          .doUpdateSet({ last_n: sql<number>`serial_counters.last_n + 1` }))
        .returning('last_n').executeTakeFirstOrThrow();
      return Number(row.last_n);
    },

    /** Takes `count` numbers of a counter at once (one upsert); the n of the first. As `count` calls of `next`. */
    async nextMany(fnId: number, field: string, scope: string, count: number): Promise<number> {
      if (!Number.isSafeInteger(count) || count < 1) throw new Error(`bad serial count ${count}`);
      const row = await db.insertInto('serial_counters')
        .values({ tenant_id: tenantId, fn_id: fnId, field, scope, last_n: count - 1 })
        .onConflict((oc) => oc.columns(['tenant_id', 'fn_id', 'field', 'scope'])
          .doUpdateSet({ last_n: sql<number>`serial_counters.last_n + ${count}` }))
        .returning('last_n').executeTakeFirstOrThrow();
      return Number(row.last_n) - count + 1;
    },

    /**
     * Gives numbers `first`..`last` of a counter back (their records were never kept), only
     * while they are still its last ones: a number taken since keeps them used. Whether it did.
     */
    async giveBack(fnId: number, field: string, scope: string, first: number, last: number): Promise<boolean> {
      const res = await db.updateTable('serial_counters').set({ last_n: first - 1 })
        .where('tenant_id', '=', tenantId).where('fn_id', '=', fnId).where('field', '=', field).where('scope', '=', scope)
        .where('last_n', '=', last).executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    async removeFunction(fnId: number): Promise<void> {
      await db.deleteFrom('serial_counters').where('tenant_id', '=', tenantId).where('fn_id', '=', fnId).execute();
    },
  };
}
