import type { Kysely } from 'kysely';
import type { DB } from '../db';

/** Submission ids of one tenant: the server-side half of the double-click guard. */
export function createRequestIdData(db: Kysely<DB>, tenantId: string) {
  return {
    /**
     * Claims a client-generated submission id; false when the same user already
     * used it after `since`. Call inside the save's transaction: a save that
     * rolls back frees its id again, a concurrent repeat waits and then loses.
     */
    async claim(userId: number, requestId: string, now: number, since: number): Promise<boolean> {
      await db.deleteFrom('request_ids').where('tenant_id', '=', tenantId).where('user_id', '=', userId)
        .where('request_id', '=', requestId).where('created_at', '<', since).execute();
      const row = await db.insertInto('request_ids')
        .values({ tenant_id: tenantId, user_id: userId, request_id: requestId, created_at: now })
        .onConflict((oc) => oc.doNothing()).returning('request_id').executeTakeFirst();
      return row !== undefined;
    },

    /** Drops ids older than `before` (every tenant's: the table only ever needs the last minutes). */
    async purge(before: number): Promise<void> {
      await db.deleteFrom('request_ids').where('created_at', '<', before).execute();
    },
  };
}
