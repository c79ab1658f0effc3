import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fnIdPredicate, scopePredicate, type ScopeKind } from '../../server/data/index';
import type { OpenedDatabase } from '../../server/db/index';
import { databases } from './support/databases';

/**
 * Staff lists and counts reach their records through indexes: the creator index
 * (migration 023) and the user's own processes, tasks and copies. Before, an own or
 * involved scope tested every record of the function in turn. SQLite only: its plan
 * does not depend on table statistics, so it is stable on a small database.
 */
describe('a staff scope finds its records through indexes (sqlite)', () => {
  const sqlite = databases().find((d) => d.name === 'sqlite')!;
  let opened: OpenedDatabase;
  let drop: () => Promise<void>;
  let fnId: number;
  let userId: number;

  beforeAll(async () => {
    const created = await sqlite.createSeeded();
    opened = created.db;
    drop = created.drop;
    const fn = await opened.db.selectFrom('functions').select(['id', 'tenant_id']).where('tenant_id', '=', 'acme').executeTakeFirstOrThrow();
    fnId = fn.id;
    userId = (await opened.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await opened.db.destroy();
    await drop();
  });

  /** The plan lines that read fn_records, for a count of what the scope reaches. */
  const recordAccess = async (kinds: ScopeKind[]) => {
    const query = opened.db.selectFrom('fn_records').select(sql<number>`1`.as('one'))
      .where('fn_records.tenant_id', '=', 'acme').where(fnIdPredicate(fnId)).where('fn_records.deleted_at', 'is', null)
      .where(scopePredicate('acme', { userId, kinds }, 'sqlite')).compile();
    const plan = await opened.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]));
    return plan.rows.map((r) => r.detail).filter((d) => /\bfn_records\b/.test(d));
  };

  it.each<[string, ScopeKind[]]>([
    ['own', ['own']],
    ['involved', ['involved']],
    ['own and involved', ['own', 'involved']],
    ['own and department', ['own', 'department']],
  ])('%s: no walk over the function', async (_, kinds) => {
    const access = await recordAccess(kinds);
    expect(access.length, JSON.stringify(access)).toBeGreaterThan(0);
    for (const line of access) {
      expect(line).not.toMatch(/^SCAN fn_records/);
      expect(line).not.toMatch(/USING (COVERING )?INDEX fn_records_list\b/);
    }
  });
});
