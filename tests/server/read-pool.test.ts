import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pack } from '@engine';
import { createReadPool, createScratchDatabase, migrateDatabase, READS_IN_FLIGHT_PER_THREAD, readPoolSettings, ReadWorkerStopped, SqliteReadPool } from '../../server/db/index';
import { COUNT_BOUND, fieldExpression, SPARSE_CANDIDATES } from '../../server/data/index';
import { databases } from './support/databases';
import { createHarness, type Harness } from './support/harness';
import { ledgerPack } from './dashboards/ledger-pack';

interface Entry { title: string; kind: string; amount: number }
interface Page { records: { id: number; data: { title: string } }[]; total: number; totalIsLowerBound?: boolean }
type Chart = { code: string; groups: { key: string | null; values: number[] }[]; partial: boolean };

/** The ledger board with a free-text filter: no rollup answers it, so every chart takes the GROUP BY over the records. */
function textFiltered(): Pack {
  const pack = ledgerPack();
  pack.functions[0]!.dashboards![0]!.filters = ['kind', 'day', 'title'];
  return pack;
}

/**
 * A statement that keeps a pool thread busy for a long while: a recursive CTE of millions of rows.
 * Only this test reaches it, through the pool's own `run`: no route builds SQL from user input.
 */
const LONG_QUERY = CompiledQuery.raw('WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 10000000) SELECT count(*) AS n FROM c') as CompiledQuery<{ n: number }>;

describe('read pool settings', () => {
  it('reads SQLITE_READ_WORKERS and SQLITE_READ_QUEUE, with defaults for bad values', () => {
    expect(readPoolSettings({})).toEqual({ workers: 1, queue: 64 });
    expect(readPoolSettings({ SQLITE_READ_WORKERS: '2', SQLITE_READ_QUEUE: '10' })).toEqual({ workers: 2, queue: 10 });
    expect(readPoolSettings({ SQLITE_READ_WORKERS: '0' }).workers).toBe(0);
    for (const bad of ['-1', '1.5', 'many', '']) expect(readPoolSettings({ SQLITE_READ_WORKERS: bad, SQLITE_READ_QUEUE: bad })).toEqual({ workers: 1, queue: 64 });
  });

  it('has no pool where a second connection cannot see the data or none is needed', () => {
    const busy = () => new Error('busy');
    expect(createReadPool({ dialect: 'sqlite', file: ':memory:' }, busy)).toBeUndefined();
    expect(createReadPool({ dialect: 'postgres' }, busy)).toBeUndefined();
    expect(createReadPool({ dialect: 'sqlite', file: '/tmp/x.sqlite' }, busy, { SQLITE_READ_WORKERS: '0' })).toBeUndefined();
  });
});

describe.each(databases())('heavy reads off the event loop ($name)', (target) => {
  let h: Harness;
  let token = '';
  const live: Entry[] = [];
  const ran = () => h.app.readPool?.stats().ran ?? 0;
  const page = async (body: Record<string, unknown>) => {
    const res = await h.post<Page>('/api/fn/ledgerEntry/page', { current: 1, size: 50, ...body }, { token });
    expect(res.code, res.msg).toBe(0);
    return res.data;
  };
  const save = async (e: Entry) => {
    const res = await h.post<{ id: number }>('/api/fn/ledgerEntry/save', { data: { ...e, day: '2024-03-05' } }, { token });
    expect(res.code, res.msg).toBe(0);
    live.push(e);
    return res.data.id;
  };

  beforeAll(async () => {
    h = await createHarness(target);
    token = await h.token('admin');
    expect((await h.post('/api/pack/install', { pack: textFiltered() }, { token })).code).toBe(0);
    for (let i = 0; i < 9; i++) await save({ title: `${i % 3 ? 'alpha' : 'bravo'} entry ${i}`, kind: ['in', 'out', 'move'][i % 3]!, amount: 10 * (i + 1) });
  });
  afterAll(async () => { await h?.close(); });

  it('has a pool on a SQLite file and none on PostgreSQL', () => {
    if (target.name === 'postgres') expect(h.app.readPool).toBeUndefined();
    else expect(h.app.readPool).toBeDefined();
  });

  it('runs the "contains" page and count, the exact count and the dashboard GROUP BYs in the pool, with the same answers', async () => {
    const alpha = live.filter((e) => e.title.startsWith('alpha'));
    const pool = target.name === 'sqlite';

    let before = ran();
    const found = await page({ filters: { title: 'alpha' } });
    expect(found.records.map((r) => r.data.title).sort()).toEqual(alpha.map((e) => e.title).sort());
    expect(found.total).toBe(alpha.length);
    // A few candidates: the list says its count too (a window count), one trip.
    expect(ran() - before).toBe(pool ? 1 : 0);
    // Past the last match the page is empty and the count says how many there are.
    const past = await page({ filters: { title: 'alpha' }, current: 99 });
    expect(past.records).toEqual([]);
    expect(past.total).toBe(alpha.length);

    before = ran();
    expect((await page({ filters: { title: 'alpha' }, exactTotal: true })).total).toBe(alpha.length);
    expect(ran() - before).toBeGreaterThanOrEqual(pool ? 2 : 0);

    before = ran();
    const res = await h.post('/api/dashboard/ledgerEntry/ledgerBoard/data', { filters: { title: 'alpha' }, charts: ['total', 'byKind'] }, { token });
    expect(res.code, res.msg).toBe(0);
    const charts = new Map((res.data.charts as Chart[]).map((c) => [c.code, c]));
    expect(charts.get('total')!.groups[0]!.values).toEqual([alpha.reduce((s, e) => s + e.amount, 0)]);
    const kinds = new Map<string, number>();
    for (const e of alpha) kinds.set(e.kind, (kinds.get(e.kind) ?? 0) + 1);
    expect(new Map(charts.get('byKind')!.groups.map((g) => [g.key, g.values[0]]))).toEqual(kinds);
    expect(ran() - before).toBe(pool ? 2 : 0);

    // A filtered count goes to the pool; its page too when the filter is a "contains".
    before = ran();
    expect((await page({ filters: { kind: 'in' } })).total).toBe(live.filter((e) => e.kind === 'in').length);
    expect(ran() - before).toBe(pool ? 1 : 0);

    // An unfiltered page (counters, newest records) stays on the main connection.
    before = ran();
    expect((await page({})).total).toBe(live.length);
    expect(ran() - before).toBe(0);
  });

  it('answers a common "contains" term (page and bounded count) in one trip to the pool', async () => {
    const template = await h.db.selectFrom('fn_records').selectAll().where('tenant_id', '=', 'acme')
      .where(sql<boolean>`${fieldExpression(h.dialect, 'title', 'text')} = 'alpha entry 1'`).executeTakeFirstOrThrow();
    const { id: _id, ...row } = template;
    const common = Array.from({ length: SPARSE_CANDIDATES + 1 }, (_, i) => ({ ...row, created_at: Number(row.created_at) + i, data: JSON.stringify({ title: `charlie common ${i}`, kind: 'in', amount: 1 }) }));
    for (let i = 0; i < common.length; i += 500) await h.db.insertInto('fn_records').values(common.slice(i, i + 500)).execute();
    try {
      const before = ran();
      const found = await page({ filters: { title: 'charlie' } });
      expect(found.total).toBe(COUNT_BOUND);
      expect(found.totalIsLowerBound).toBe(true);
      expect(found.records.map((r) => r.data.title)).toEqual(Array.from({ length: 50 }, (_, i) => `charlie common ${SPARSE_CANDIDATES - i}`));
      expect(ran() - before).toBe(target.name === 'sqlite' ? 1 : 0);
    } finally {
      await h.db.deleteFrom('fn_records').where('tenant_id', '=', 'acme').where(sql<boolean>`${fieldExpression(h.dialect, 'title', 'text')} LIKE 'charlie common %'`).execute();
    }
  });

  it('reads what the same caller has just committed', async () => {
    const id = await save({ title: 'alpha written now', kind: 'in', amount: 5 });
    const found = await page({ filters: { title: 'written now' }, exactTotal: true });
    expect(found.records.map((r) => r.id)).toEqual([id]);
    expect(found.total).toBe(1);
  });

  it.runIf(target.name === 'sqlite')('answers a trivial request while a long query runs in the pool', async () => {
    const order: string[] = [];
    const pool = h.app.readPool!;
    const long = pool.run(LONG_QUERY).then((rows) => { order.push('long'); return rows; });
    // The long query is on a thread before the trivial request starts.
    while (pool.stats().waiting > 0) await new Promise((r) => setImmediate(r));
    const quick = page({ size: 10 }).then((p) => { order.push('trivial'); return p; });
    expect((await quick).records.length).toBeGreaterThan(0);
    expect(order).toEqual(['trivial']);
    expect(Number((await long)[0]!.n)).toBe(10_000_000);
    expect(order).toEqual(['trivial', 'long']);
  });

  it.runIf(target.name === 'sqlite')('fails the query of a thread that dies with a clear error, and starts a new thread for the next', async () => {
    const pool = h.app.readPool!;
    const long = pool.run(LONG_QUERY);
    // Wait until the query is on a thread.
    while (pool.stats().waiting > 0 || !pool.workers().length) await new Promise((r) => setImmediate(r));
    const [first] = pool.workers();
    await first!.terminate();
    await expect(long).rejects.toBeInstanceOf(ReadWorkerStopped);
    const alpha = live.filter((e) => e.title.startsWith('alpha'));
    expect((await page({ filters: { title: 'alpha' }, exactTotal: true })).total).toBe(alpha.length);
    expect(pool.workers()).toHaveLength(1);
    expect(pool.workers()[0]).not.toBe(first);
  });
});

describe('read pool threads and queue (SQLite)', () => {
  it('refuses queries beyond the queue bound, and app.close() ends every thread', async () => {
    const scratch = await createScratchDatabase({ prefix: 'read-pool' });
    try {
      await migrateDatabase(scratch.db.db, 'sqlite');
      // one query in flight per thread, so the third must wait in the queue
      const pool = new SqliteReadPool(scratch.db.file!, 2, 1, () => new Error('busy'), 1);
      const running = Promise.allSettled([pool.run(LONG_QUERY), pool.run(LONG_QUERY), pool.run(CompiledQuery.raw('SELECT 1 AS n'))]);
      // Two threads take the two long queries; the third waits; a fourth finds the queue full.
      await expect(pool.run(CompiledQuery.raw('SELECT 1 AS n'))).rejects.toThrow('busy');
      expect(pool.workers()).toHaveLength(2);
      const exited = pool.workers().map((w) => new Promise((resolve) => w.once('exit', resolve)));
      await pool.close();
      await Promise.all(exited);
      for (const r of await running) expect(r.status === 'rejected' && String(r.reason)).toMatch('closed');
      expect(pool.workers()).toHaveLength(0);
      await expect(pool.run(CompiledQuery.raw('SELECT 1 AS n'))).rejects.toThrow('closed');
    } finally {
      await scratch.drop();
    }
  });
});

describe('queries in flight on a thread (SQLite)', () => {
  const counting = (n: number) => CompiledQuery.raw(`SELECT ${n} AS n`) as CompiledQuery<{ n: number }>;

  it('posts several queries to a thread before its first answer, and answers each its own rows', async () => {
    const scratch = await createScratchDatabase({ prefix: 'read-pool-depth' });
    const pool = new SqliteReadPool(scratch.db.file!, 1, 64, () => new Error('busy'));
    try {
      await migrateDatabase(scratch.db.db, 'sqlite');
      const asked = Array.from({ length: READS_IN_FLIGHT_PER_THREAD + 2 }, (_, i) => pool.run(counting(i)));
      // The thread has the first queries before it answered any: it need not wait for this thread to post the next.
      expect(pool.stats()).toMatchObject({ threads: 1, inFlight: READS_IN_FLIGHT_PER_THREAD, waiting: 2 });
      expect((await Promise.all(asked)).map((rows) => Number(rows[0]!.n))).toEqual(asked.map((_, i) => i));
      expect(pool.stats()).toMatchObject({ inFlight: 0, waiting: 0, ran: READS_IN_FLIGHT_PER_THREAD + 2 });
    } finally {
      await pool.close();
      await scratch.drop();
    }
  });

  it('fails only the query a dying thread was running; those posted behind it run on the next thread', async () => {
    const scratch = await createScratchDatabase({ prefix: 'read-pool-lost' });
    const pool = new SqliteReadPool(scratch.db.file!, 1, 64, () => new Error('busy'));
    try {
      await migrateDatabase(scratch.db.db, 'sqlite');
      const warm = await pool.run(counting(0));
      expect(Number(warm[0]!.n)).toBe(0);
      const long = pool.run(LONG_QUERY);
      const behind = [pool.run(counting(1)), pool.run(counting(2))];
      expect(pool.stats()).toMatchObject({ inFlight: 3, waiting: 0 });
      const [first] = pool.workers();
      await first!.terminate();
      await expect(long).rejects.toBeInstanceOf(ReadWorkerStopped);
      expect((await Promise.all(behind)).map((rows) => Number(rows[0]!.n))).toEqual([1, 2]);
      expect(pool.workers()).toHaveLength(1);
      expect(pool.workers()[0]).not.toBe(first);
    } finally {
      await pool.close();
      await scratch.drop();
    }
  });
});

describe('closing the app ends the read pool (SQLite)', () => {
  it('leaves no worker thread running after app.close()', async () => {
    const [sqlite] = databases();
    const h = await createHarness(sqlite!);
    const token = await h.token('admin');
    const res = await h.post('/api/fn/reimbursement/page', { current: 1, size: 10, filters: { project: 'survey' }, exactTotal: true }, { token });
    expect(res.code, res.msg).toBe(0);
    const workers = h.app.readPool!.workers();
    expect(workers.length).toBeGreaterThan(0);
    const exited = workers.map((w) => new Promise((resolve) => w.once('exit', resolve)));
    await h.close();
    await Promise.all(exited);
    expect(h.app.readPool!.workers()).toHaveLength(0);
  });
});
