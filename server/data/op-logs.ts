import { sql, type Kysely } from 'kysely';
import type { DB, Dialect } from '../db';
import { containsText } from './json-field';

export interface OpLogEntry {
  userId: number;
  userName: string;
  area: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  at: number;
}

export interface OpLogQuery {
  offset: number;
  limit: number;
  area?: string;
  keyword?: string;
  from?: number;
  to?: number;
}

/** The system-settings operation log of one company. */
export function createOpLogData(db: Kysely<DB>, dialect: Dialect, tenantId: string) {
  return {
    async write(e: OpLogEntry): Promise<void> {
      await db.insertInto('op_logs').values({
        tenant_id: tenantId, user_id: e.userId, user_name: e.userName, area: e.area, action: e.action, target: e.target.slice(0, 300),
        before: e.before === undefined ? null : JSON.stringify(e.before), after: e.after === undefined ? null : JSON.stringify(e.after), at: e.at,
      }).execute();
    },
    async page(q: OpLogQuery) {
      let base = db.selectFrom('op_logs').where('tenant_id', '=', tenantId);
      if (q.area) base = base.where('area', '=', q.area);
      if (q.from !== undefined) base = base.where('at', '>=', q.from);
      if (q.to !== undefined) base = base.where('at', '<=', q.to);
      if (q.keyword) {
        const k = q.keyword;
        base = base.where((eb) => eb.or([containsText(dialect, sql.ref('target'), k), containsText(dialect, sql.ref('user_name'), k)]));
      }
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').offset(q.offset).limit(q.limit).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const parse = (v: string | null) => (v === null ? null : JSON.parse(v) as unknown);
      return {
        records: rows.map((r) => ({ id: Number(r.id), userId: r.user_id, userName: r.user_name, area: r.area, action: r.action,
          target: r.target, before: parse(r.before), after: parse(r.after), at: Number(r.at) })),
        total: Number(count.n),
      };
    },
  };
}
