import pg from 'pg';
import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../../server/db/scratch';
import { PLANNED_PER_RUN, withNamedStatements } from '../../../server/db/pg-statements';
import { openDatabase } from '../../../server/db/open';

const url = process.env.DATABASE_URL;

/** Issue 20: repeated statements on PostgreSQL are prepared once per connection, not planned per run. */
describe.skipIf(!url)('named statements (PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let pool: pg.Pool;
  let named: ReturnType<typeof withNamedStatements>;
  let db: Kysely<{ t: { id: number; v: string } }>;

  /** The statements the one pooled connection holds prepared, by the text they run. */
  const prepared = async () => (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(db)).rows.map((r) => r.statement);

  beforeAll(async () => {
    scratch = await createScratchDatabase({ prefix: 'server_test', url });
    pool = new pg.Pool({ connectionString: scratch.url, max: 1 });
    named = withNamedStatements(pool, 3);
    db = new Kysely({ dialect: new PostgresDialect({ pool: named }) });
    await sql`CREATE TABLE t (id integer PRIMARY KEY, v text NOT NULL)`.execute(db);
    await sql`INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c')`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await scratch?.drop();
  });

  it('names a statement with parameters the second time it runs, and answers the same', async () => {
    const byId = (id: number) => db.selectFrom('t').select(['id', 'v']).where('id', '=', id).execute();
    expect(await byId(1)).toEqual([{ id: 1, v: 'a' }]);
    expect((await prepared()).some((s) => s.includes('from "t"'))).toBe(false);
    expect(await byId(2)).toEqual([{ id: 2, v: 'b' }]);
    expect(await byId(3)).toEqual([{ id: 3, v: 'c' }]);
    expect((await prepared()).filter((s) => s.includes('from "t" where "id" = $1'))).toHaveLength(1);
  });

  it('leaves statements without parameters and schema changes unnamed', async () => {
    for (let i = 0; i < 3; i++) await sql`SELECT count(*) FROM t`.execute(db);
    for (let i = 0; i < 3; i++) await sql`CREATE INDEX IF NOT EXISTS t_v ON t (v)`.execute(db);
    const kept = await prepared();
    expect(kept.some((s) => s.includes('count(*)') || s.includes('CREATE INDEX'))).toBe(false);
  });

  it('leaves a search marked to be planned per run unnamed, however often it runs', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await db.executeQuery<{ v: string }>(CompiledQuery.raw(`${PLANNED_PER_RUN}SELECT v FROM t WHERE id >= $1 AND id <= $2 ORDER BY id`, [1, 2]));
      expect(res.rows.map((r) => r.v)).toEqual(['a', 'b']);
    }
    expect((await prepared()).some((s) => s.includes('id >= $1'))).toBe(false);
  });

  it('answers a kept statement after its table gained a column', async () => {
    const all = () => sql<Record<string, unknown>>`SELECT * FROM t WHERE id = ${1}`.execute(db);
    await all();
    await all();
    await sql`ALTER TABLE t ADD COLUMN extra text`.execute(db);
    expect((await all()).rows).toEqual([{ id: 1, v: 'a', extra: null }]);
    expect((await all()).rows).toEqual([{ id: 1, v: 'a', extra: null }]);
  });

  it('keeps at most the bound per connection and runs the rest unnamed', async () => {
    expect((await prepared()).length).toBe(2);
    for (const column of ['c1', 'c2', 'c3', 'c4']) {
      for (let i = 0; i < 2; i++) expect((await sql`SELECT id AS ${sql.ref(column)} FROM t WHERE v = ${'a'}`.execute(db)).rows).toEqual([{ [column]: 1 }]);
    }
    const kept = await prepared();
    expect(kept).toHaveLength(3);
    expect(kept.filter((s) => s.includes(' AS "c'))).toEqual(['SELECT id AS "c1" FROM t WHERE v = $1']);
  });

  it('is on for the product, and PG_NAMED_STATEMENTS=0 turns it off', async () => {
    const keptAfterRepeats = async () => {
      const opened = openDatabase({ url: scratch.url });
      try {
        return await opened.db.transaction().execute(async (trx) => {
          for (let i = 0; i < 3; i++) await trx.selectFrom('users').select('id').where('id', '=', i).execute();
          return (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(trx)).rows.length;
        });
      } finally {
        await opened.close();
      }
    };
    await sql`CREATE TABLE users (id integer PRIMARY KEY)`.execute(db);
    expect(await keptAfterRepeats()).toBe(1);
    process.env.PG_NAMED_STATEMENTS = '0';
    try {
      expect(await keptAfterRepeats()).toBe(0);
    } finally {
      delete process.env.PG_NAMED_STATEMENTS;
    }
  });
});
