import type { Kysely, Selectable } from 'kysely';
import type { DB, ErrorLogsTable } from '../db';

export type ErrorLogRow = Selectable<ErrorLogsTable>;

/** Browser script errors of one company (spec 000 section 8.3). */
export function createErrorLogData(db: Kysely<DB>, tenantId: string) {
  const mine = () => db.selectFrom('error_logs').where('tenant_id', '=', tenantId);
  return {
    async add(e: { userId: number; type: string; code: number; message: string; stack?: string; url?: string; now: number }): Promise<void> {
      await db.insertInto('error_logs').values({
        tenant_id: tenantId, user_id: e.userId, type: e.type, code: e.code, message: e.message,
        stack: e.stack ?? null, url: e.url ?? null, created_at: e.now,
      }).execute();
    },
    async page(offset: number, limit: number): Promise<{ rows: ErrorLogRow[]; total: number }> {
      const [rows, n] = await Promise.all([
        mine().selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
        mine().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(n.n) };
    },
  };
}
