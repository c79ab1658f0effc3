import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pack } from '@engine';
import { compiledRollupSignature, createDataAccess } from '@server';
import { databases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';
import { ledgerPack } from './ledger-pack';

/** The ledger pack with a department-scoped role, so the dashboard is read in every scope the rollups serve. */
function scopedLedger(): Pack {
  const pack = ledgerPack();
  pack.roles = [...(pack.roles ?? []), { code: 'lead', name: 'Lead', menus: ['M44000000000000', 'S44010000000000', 'S44900000000000'], scopes: { ledgerEntry: { view: ['department'] } } }];
  return pack;
}

/** An upgrade that changes chart shapes: a `where` added, months become years, a new average-only table. */
function upgradedLedger(): Pack {
  const pack = scopedLedger();
  pack.version = '1.1.0';
  const charts = pack.functions[0]!.dashboards![0]!.charts;
  charts[1] = { ...charts[1]!, where: { urgent: false } };
  charts[3] = { ...charts[3]!, groupBy: { field: 'day', by: 'year' } };
  charts.push({ code: 'avgByMonth', kind: 'table', title: 'Average by month', groupBy: { field: 'day', by: 'month' }, measures: [{ op: 'avg', field: 'amount' }, { op: 'count' }] });
  return pack;
}

/** Search-bar filters of the ledger board: a choice, whole months, months cut at both ends, open ends, one cut month, both. */
const FILTERED: Record<string, unknown>[] = [
  { kind: 'out' },
  { day: ['2023-03-01', '2023-10-31'] },
  { day: ['2023-03-15', '2024-02-10'] },
  { day: [null, '2024-06-30'] },
  { day: ['2024-02-05', '2024-02-20'] },
  { kind: 'in', day: ['2023-06-10', null] },
  { kind: 'move', day: ['2024-01-01', '2024-12-31'] },
];

/** Stored days no form would save (imports write them): months, times, blanks, numbers, an impossible month. */
const ODD_DAYS: unknown[] = ['2024-05', '2024-05-15T08:00', '', 20240115, '2024-13-01', '2024-02-30'];

/** A listed rollup; on PostgreSQL also the statements its triggers run. */
interface RollupListing { tenant_id: string; fn_id: number; chart: string; spec: string; on_insert: string | null; on_delete: string | null; on_update: string | null; on_change: string | null }

describe.each(databases())('dashboard rollups answer exactly as the GROUP BY over the records ($name)', (target) => {
  let h: Harness;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const saved: { id: number; user: string; tenant: string }[] = [];
  let n = 0;
  let steps = 0;

  const data = (user: string, body: Record<string, unknown> = {}) => h.post('/api/dashboard/ledgerEntry/ledgerBoard/data', body, { token: tokens[user] });
  // on_change: PostgreSQL only (migration 029)
  const listed = async () => (await sql<RollupListing>`SELECT tenant_id, fn_id, chart, spec, on_insert, on_delete, on_update,
    ${sql.raw(target.name === 'postgres' ? 'on_change' : 'NULL AS on_change')} FROM dashboard_rollup_charts`.execute(h.db)).rows;

  /** The same requests from the rollups and, with every rollup unlisted (the reader then ignores them), by GROUP BY. */
  async function expectSameAnswers(step: string): Promise<void> {
    const listing = await listed();
    expect(listing.filter((r) => r.tenant_id === 'acme').length, step).toBeGreaterThan(0);
    expect(listing.filter((r) => r.tenant_id === 'globex').length, step).toBeGreaterThan(0);
    const cases: [string, Record<string, unknown>][] = [['admin', {}], ['alice', {}], ['bob', {}], ['carol', {}], ['gadmin', {}], ['admin', { charts: ['total', 'byMonth'] }]];
    // Filtered by the dashboard's search bar: read from the dims rollups (migration 022) with the cut months from the records.
    // Each filter in one scope per step, the scope turning from step to step (all, own, department, the other tenant).
    const users = ['admin', 'alice', 'carol', 'gadmin'];
    steps++;
    for (const [i, filters] of FILTERED.entries()) cases.push([users[(i + steps) % users.length]!, { filters }]);
    const rolled = [];
    for (const [user, body] of cases) rolled.push(await data(user, body));
    await sql`DELETE FROM dashboard_rollup_charts`.execute(h.db);
    try {
      for (const [i, [user, body]] of cases.entries()) {
        const plain = await data(user, body);
        expect(plain.code, `${step}: ${user}`).toBe(0);
        expect(rolled[i], `${step}: ${user} ${JSON.stringify(body)}`).toEqual(plain);
      }
    } finally {
      for (const r of listing) {
        await sql`INSERT INTO dashboard_rollup_charts (tenant_id, fn_id, chart, spec, on_insert, on_delete, on_update)
          VALUES (${r.tenant_id}, ${r.fn_id}, ${r.chart}, ${r.spec}, ${r.on_insert}, ${r.on_delete}, ${r.on_update})`.execute(h.db);
        if (r.on_change !== null) await sql`UPDATE dashboard_rollup_charts SET on_change = ${r.on_change} WHERE fn_id = ${r.fn_id} AND chart = ${r.chart}`.execute(h.db);
      }
    }
  }

  /** Varied entries: some without a kind, an amount or a day (NULL groups and sums). */
  async function save(user: string, tenant = 'acme'): Promise<number> {
    n++;
    const values: Record<string, unknown> = { title: `${user}-${n}`, urgent: n % 2 === 0 };
    if (n % 7 !== 3) values.kind = ['in', 'out', 'move'][n % 3];
    if (n % 5 !== 4) values.amount = 100 + ((n * 3737) % 10101);
    if (n % 6 !== 5) values.day = `${2023 + (n % 2)}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 27)).padStart(2, '0')}`;
    if (n % 4 === 1 && tenant === 'acme') values.owner = ids[['alice', 'bob', 'carol'][n % 3]!];
    const res = await h.post('/api/fn/ledgerEntry/save', { data: values }, { token: tokens[user] });
    expect(res.code, JSON.stringify(res)).toBe(0);
    saved.push({ id: res.data.id, user, tenant });
    return res.data.id as number;
  }

  beforeAll(async () => {
    h = await createHarness(target);
    for (const u of ['admin', 'alice', 'bob', 'carol', 'gadmin']) tokens[u] = await h.token(u);
    for (const r of await h.db.selectFrom('users').select(['id', 'user_name']).execute()) ids[r.user_name] = r.id;
    expect((await h.post('/api/pack/install', { pack: scopedLedger() }, { token: tokens.admin })).code).toBe(0);
    expect((await h.post('/api/pack/install', { pack: scopedLedger() }, { token: tokens.gadmin })).code).toBe(0);
    // Carol leads a department holding Alice, with Bob's below it: her scope is department only.
    const top = await h.post('/api/sys/dept/save', { name: 'Ledger top' }, { token: tokens.admin });
    const below = await h.post('/api/sys/dept/save', { name: 'Ledger below', parentId: top.data.id }, { token: tokens.admin });
    expect([top.code, below.code]).toEqual([0, 0]);
    const place = (user: string, dept: number) => h.db.updateTable('user_tenants').set({ department_id: dept }).where('tenant_id', '=', 'acme').where('user_id', '=', ids[user]!).execute();
    await place('carol', top.data.id);
    await place('alice', top.data.id);
    await place('bob', below.data.id);
    const role = (code: string) => h.db.selectFrom('roles').select('id').where('tenant_id', '=', 'acme').where('code', '=', code).executeTakeFirstOrThrow();
    const [lead, staff] = [await role('lead'), await role('staff')];
    await h.db.deleteFrom('user_roles').where('tenant_id', '=', 'acme').where('user_id', '=', ids.carol!).where('role_id', '=', staff.id).execute();
    await h.db.insertInto('user_roles').values({ tenant_id: 'acme', user_id: ids.carol!, role_id: lead.id }).execute();
  });
  afterAll(async () => { await h?.close(); });

  it('after saves, edits that move records between groups, deletes, a restore, imports and a pack upgrade, in two tenants and every scope', async () => {
    for (const user of ['alice', 'alice', 'bob', 'carol', 'admin', 'admin', 'bob', 'alice', 'carol', 'admin', 'bob', 'alice', 'admin', 'carol']) await save(user);
    for (let i = 0; i < 5; i++) await save('gadmin', 'globex');
    await expectSameAnswers('saves');
    // The scopes differ (so each is really asked): Carol's department sees more than Alice's own records.
    const total = async (user: string) => (await data(user, { charts: ['byKind'] })).data.charts[0].groups.reduce((s: number, g: { values: number[] }) => s + g.values[0]!, 0);
    expect(await total('carol')).toBeGreaterThan(await total('alice'));
    expect(await total('admin')).toBeGreaterThan(await total('carol'));

    // Edits: kind, month, amount, the urgent flag (in and out of a `where`), a kind removed (to the NULL group).
    const acme = saved.filter((s) => s.tenant === 'acme');
    const edits: Record<string, unknown>[] = [
      { title: 'moved-1', kind: 'out', amount: 777, day: '2022-12-31', urgent: true },
      { title: 'moved-2', kind: 'move', urgent: false },
      { title: 'moved-3', amount: 1, day: '2024-02-29', urgent: true },
      { title: 'moved-4', kind: 'in', amount: 0, urgent: true, day: '2023-07-01' },
    ];
    for (const [i, values] of edits.entries()) {
      const s = acme[i * 3]!;
      const res = await h.post('/api/fn/ledgerEntry/save', { id: s.id, data: values }, { token: tokens[s.user] });
      expect(res.code, JSON.stringify(res)).toBe(0);
    }
    await expectSameAnswers('edits');

    // Deletes through the API, then one restored and one removed for good (no API restores yet; the triggers see any write).
    for (const s of [acme[1]!, acme[4]!, acme[8]!]) expect((await h.post('/api/fn/ledgerEntry/delete', { id: s.id }, { token: tokens[s.user] })).code).toBe(0);
    const gone = saved.filter((s) => s.tenant === 'globex')[0]!;
    expect((await h.post('/api/fn/ledgerEntry/delete', { id: gone.id }, { token: tokens.gadmin })).code).toBe(0);
    await expectSameAnswers('deletes');
    await h.db.updateTable('fn_records').set({ deleted_at: null }).where('id', '=', acme[4]!.id).execute();
    await h.db.deleteFrom('fn_records').where('id', '=', acme[8]!.id).execute();
    await h.db.deleteFrom('fn_records').where('id', '=', acme[5]!.id).execute();
    await expectSameAnswers('restore and hard delete');

    // A staged import: invisible rows, published by one UPDATE; another staged one dropped (cancel).
    const fn = await h.db.selectFrom('functions').select(['id', 'current_version']).where('tenant_id', '=', 'acme').where('code', '=', 'ledgerEntry').executeTakeFirstOrThrow();
    const records = createDataAccess(h.db, h.dialect).forTenant('acme').records;
    const staged = (job: string, user: string, count: number) => records.insertStaged(job, Array.from({ length: count }, (_, i) => ({
      fnId: fn.id, fnVersion: fn.current_version, userId: ids[user]!, now: Date.now(),
      data: { title: `${job}-${i}`, kind: ['out', 'in', 'move', 'out'][i % 4], amount: 50 * i + 0.5, day: i % 4 === 3 ? ODD_DAYS[i % ODD_DAYS.length] : `2024-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + ((i * 7) % 28)).padStart(2, '0')}`, urgent: i % 3 === 0 },
    })));
    await staged('job-one', 'bob', 25);
    await expectSameAnswers('staged, not yet published');
    expect(await records.publishStaged('job-one', fn.id)).toBe(25);
    await staged('job-two', 'alice', 10);
    await h.db.deleteFrom('fn_records').where('import_job', '=', 'job-two').execute();
    await expectSameAnswers('import published, another canceled');

    // An upgrade changes chart shapes: new rollups are filled from the records, the others stay kept.
    expect((await h.post('/api/pack/install', { pack: upgradedLedger() }, { token: tokens.admin })).code).toBe(0);
    expect((await h.post('/api/pack/install', { pack: upgradedLedger() }, { token: tokens.gadmin })).code).toBe(0);
    const charts = (await data('admin')).data.charts.map((c: { code: string }) => c.code);
    expect(charts).toContain('avgByMonth');
    await expectSameAnswers('pack upgrade');
    for (const user of ['carol', 'alice', 'bob']) await save(user);
    await save('gadmin', 'globex');
    const last = saved.at(-2)!;
    expect((await h.post('/api/fn/ledgerEntry/save', { id: last.id, data: { title: 'after-upgrade', kind: 'move', amount: 12, day: '2021-03-03', urgent: false } }, { token: tokens[last.user] })).code).toBe(0);
    // A record handed to another creator moves between the creators' rollup rows.
    await h.db.updateTable('fn_records').set({ created_by: ids.carol! }).where('id', '=', saved.at(-3)!.id).execute();
    await expectSameAnswers('writes after the upgrade');
  }, 120_000);

  it('reads the rollup when a chart has one: a rollup row changed by hand shows in the answer', async () => {
    // `top2` counts by kind with no `where`: the one rollup of that shape.
    const ask = async (body: Record<string, unknown> = {}) => (await data('admin', { charts: ['top2'], ...body })).data.charts[0].groups as { key: string; values: number[] }[];
    const before = await ask();
    const kind = before[0]!.key;
    const shape = (await listed()).find((r) => {
      const spec = JSON.parse(r.spec) as { group?: { field: string }; where: unknown[]; numbers: string[]; dims?: unknown[] };
      return r.tenant_id === 'acme' && spec.group?.field === 'kind' && !spec.where.length && !spec.numbers.length && !spec.dims;
    })!;
    const changed = sql`UPDATE dashboard_rollups SET n = n + 1000 WHERE tenant_id = 'acme' AND chart = ${shape.chart} AND grp_null = 0 AND grp = ${kind}`;
    const rows = Number((await changed.execute(h.db)).numAffectedRows);
    try {
      expect(rows).toBeGreaterThan(0);
      expect((await ask())[0]).toEqual({ ...before[0], values: [before[0]!.values[0]! + 1000 * rows] });
      // A search filter reads the rollup cut by it (another table), which the hand-made change does not reach.
      expect((await ask({ filters: { kind } }))[0]!.values).toEqual(before[0]!.values);
    } finally {
      await sql`UPDATE dashboard_rollups SET n = n - 1000 WHERE tenant_id = 'acme' AND chart = ${shape.chart} AND grp_null = 0 AND grp = ${kind}`.execute(h.db);
    }
  });

  it('reads the rollup cut by the filters: a dims row changed by hand shows in the filtered answer, and only there', async () => {
    for (const day of ['2023-05-10', '2023-05-20']) expect((await h.post('/api/fn/ledgerEntry/save', { data: { title: `cut-${day}`, kind: 'in', day } }, { token: tokens.admin })).code).toBe(0);
    const ask = async (filters: Record<string, unknown>) => (await data('admin', { charts: ['top2'], filters })).data.charts[0].groups as { key: string; values: number[] }[];
    const shape = (await listed()).find((r) => {
      const spec = JSON.parse(r.spec) as { group?: { field: string }; where: unknown[]; numbers: string[]; dims?: { field: string; by: string }[] };
      return r.tenant_id === 'acme' && spec.group?.field === 'kind' && !spec.where.length && !spec.numbers.length && spec.dims?.length === 2;
    })!;
    expect(JSON.parse(shape.spec).dims).toEqual([{ field: 'day', by: 'month' }, { field: 'kind', by: 'value' }]);
    const whole = { day: ['2023-01-01', '2023-12-31'] };
    const before = await ask(whole);
    expect(before.length).toBeGreaterThan(0);
    const key = before[0]!.key;
    const month = (await sql<{ d0: string }>`SELECT d0 FROM dashboard_rollup_dims WHERE tenant_id = 'acme' AND chart = ${shape.chart}
      AND dflags = 0 AND grp = ${key} AND d0 >= '2023-01' AND d0 <= '2023-12' ORDER BY d0`.execute(h.db)).rows[0]!.d0;
    const change = (by: number) => sql`UPDATE dashboard_rollup_dims SET n = n + ${by} WHERE tenant_id = 'acme' AND chart = ${shape.chart} AND d0 = ${month} AND dflags = 0 AND grp = ${key}`.execute(h.db);
    const rows = Number((await change(1000)).numAffectedRows);
    try {
      expect(rows).toBeGreaterThan(0);
      expect((await ask(whole))[0]).toEqual({ ...before[0], values: [before[0]!.values[0]! + 1000 * rows] });
      // The month is cut by this range: its records are grouped from fn_records, so the change does not show.
      const cut = await ask({ day: [`${month}-02`, `${month}-30`] });
      expect(cut.reduce((n, g) => n + g.values[0]!, 0)).toBeLessThan(1000);
    } finally {
      await change(-1000);
    }
  });

  it('a function published from the designer gets its rollups, kept by its records\' saves', async () => {
    const fn = { ...scopedLedger().functions[0]!, code: 'ledgerCopy', menu: { displayName: 'Copy', directory: 'M44000000000000' } };
    const design = (call: string, body: unknown) => h.post(`/api/fn/design/${call}`, body, { token: tokens.admin, lang: 'en-US' });
    expect((await design('save', { function: fn })).code).toBe(0);
    const pub = await design('publish', { code: 'ledgerCopy' });
    expect(pub.code, JSON.stringify(pub)).toBe(0);
    const fnId = (await h.db.selectFrom('functions').select('id').where('tenant_id', '=', 'acme').where('code', '=', 'ledgerCopy').executeTakeFirstOrThrow()).id;
    const shapes = (await listed()).filter((r) => r.fn_id === fnId);
    // Six charts, five shapes (`byKind` and `top2` both count by kind), each also cut by the board's filters.
    expect(shapes.length).toBe(10);
    expect(shapes.filter((r) => (JSON.parse(r.spec) as { dims?: unknown[] }).dims).length).toBe(5);
    for (const title of ['a', 'b', 'c']) expect((await h.post('/api/fn/ledgerCopy/save', { data: { title, kind: 'in', amount: 10 } }, { token: tokens.admin })).code).toBe(0);
    const counts = await sql<{ chart: string; n: number }>`SELECT chart, SUM(n) AS n FROM dashboard_rollups WHERE fn_id = ${fnId} GROUP BY chart`.execute(h.db);
    // Every rollup without a `where` counts the three records (the one with `where` wants urgent expenses: none).
    const plain = shapes.filter((r) => { const spec = JSON.parse(r.spec) as { where: unknown[]; dims?: unknown[] }; return !spec.where.length && !spec.dims; }).map((r) => r.chart).sort();
    expect(counts.rows.filter((r) => Number(r.n) === 3).map((r) => r.chart).sort()).toEqual(plain);
  });

  // PostgreSQL's statement triggers run a function's compiled rollup function, or for a big write its listed statements (migration 029).
  if (target.name === 'postgres') {
    const ledgerFn = async () => (await h.db.selectFrom('functions').select('id').where('tenant_id', '=', 'acme').where('code', '=', 'ledgerEntry').executeTakeFirstOrThrow()).id;
    let reinstalls = 0;
    /** The pack as the upgrade above left it, installed again: its rollups are ensured as at any install. */
    const installLedger = async () => {
      const pack = upgradedLedger();
      pack.version = `1.1.${++reinstalls}`;
      expect((await h.post('/api/pack/install', { pack }, { token: tokens.admin })).code).toBe(0);
    };
    const compiled = async (fnId: number) => (await sql<{ def: string | null }>`SELECT pg_get_functiondef(to_regprocedure(${compiledRollupSignature(fnId)})) AS def`.execute(h.db)).rows[0]!.def;

    it('an update that moves no record between rollup rows (a document state) runs no rollup statement; one that does still runs them', async () => {
      const fnId = await ledgerFn();
      const id = saved.find((s) => s.tenant === 'acme')!.id;
      const listing = (await listed()).filter((r) => r.fn_id === fnId);
      const definition = await compiled(fnId);
      expect(definition).toContain('INSERT INTO dashboard_rollups');
      // Statements that fail show whether they ran: the compiled function's and the listed ones.
      await sql.raw(`CREATE OR REPLACE FUNCTION dashboard_rollup_fn_${fnId}(p_old fn_records[], p_new fn_records[]) RETURNS void LANGUAGE plpgsql AS $f$ BEGIN RAISE EXCEPTION 'compiled rollups ran'; END $f$`).execute(h.db);
      await sql`UPDATE dashboard_rollup_charts SET on_update = 'SELECT 1 / 0' WHERE fn_id = ${fnId}`.execute(h.db);
      const records = () => h.db.updateTable('fn_records').where('fn_id', '=', fnId);
      try {
        await records().set({ doc_state: 'approved' }).where('id', '=', id).execute();
        await records().set({ doc_state: 'draft', updated_at: Date.now() }).execute();
        await records().set({ data: sql`data` }).execute();
        await expect(records().set({ data: sql`data || '{"title":"retitled by hand"}'::jsonb` }).where('id', '=', id).execute()).rejects.toThrow(/compiled rollups ran/);
        await expect(records().set({ deleted_at: Date.now() }).where('id', '=', id).execute()).rejects.toThrow(/compiled rollups ran/);
      } finally {
        await sql.raw(definition!).execute(h.db);
        for (const r of listing) await sql`UPDATE dashboard_rollup_charts SET on_update = ${r.on_update} WHERE fn_id = ${r.fn_id} AND chart = ${r.chart}`.execute(h.db);
      }
      await expectSameAnswers('after document states moved');
    });

    it('a write of more rows than the compiled function takes runs the listed statements, with the same answers', async () => {
      const fnId = await ledgerFn();
      const admin = ids.admin!;
      const insert = sql`INSERT INTO fn_records (tenant_id, fn_id, fn_version, data, created_by, created_at, updated_at)
        SELECT 'acme', ${fnId}, 1, jsonb_build_object('title', 'bulk ' || g, 'kind', (ARRAY['in', 'out', 'move'])[1 + g % 3], 'amount', g, 'day', '2024-0' || (1 + g % 9) || '-1' || (g % 10), 'urgent', g % 2 = 0),
          ${admin}, ${Date.now()}, ${Date.now()} FROM generate_series(1, 1001) g`;
      // The listed statement that fails shows the big insert ran it (a small write runs the compiled function: the test above).
      const listing = (await listed()).filter((r) => r.fn_id === fnId);
      await sql`UPDATE dashboard_rollup_charts SET on_insert = 'SELECT 1 / 0' WHERE fn_id = ${fnId}`.execute(h.db);
      try {
        await expect(insert.execute(h.db)).rejects.toThrow(/division by zero/);
      } finally {
        for (const r of listing) await sql`UPDATE dashboard_rollup_charts SET on_insert = ${r.on_insert} WHERE fn_id = ${r.fn_id} AND chart = ${r.chart}`.execute(h.db);
      }
      await insert.execute(h.db);
      await h.db.updateTable('fn_records').set({ data: sql`data || '{"kind":"out"}'::jsonb` }).where('fn_id', '=', fnId).where(sql`data->>'title'`, 'like', 'bulk %').execute();
      await expectSameAnswers('after writes of 1,001 rows');
      await h.db.deleteFrom('fn_records').where('fn_id', '=', fnId).where(sql`data->>'title'`, 'like', 'bulk %').execute();
    });

    it('rollups listed before migration 029 run their listed statements until the next install compiles them', async () => {
      const fnId = await ledgerFn();
      await sql`UPDATE dashboard_rollup_charts SET on_change = NULL WHERE fn_id = ${fnId}`.execute(h.db);
      await sql.raw(`DROP FUNCTION ${compiledRollupSignature(fnId)}`).execute(h.db);
      await save('alice');
      await expectSameAnswers('without the compiled function');
      await installLedger();
      expect(await compiled(fnId)).toContain('INSERT INTO dashboard_rollups');
      expect((await listed()).filter((r) => r.fn_id === fnId && r.on_change === null)).toEqual([]);
      await save('bob');
      await expectSameAnswers('compiled again');
    });
  }

  it('an upgrade whose function has no dashboards drops its rollups and their triggers', async () => {
    const pack = upgradedLedger();
    pack.version = '1.2.0';
    delete pack.functions[0]!.dashboards;
    pack.menus = pack.menus.filter((m) => !m.dashboard);
    pack.roles = pack.roles!.map((r) => ({ ...r, menus: r.menus.filter((m) => m !== 'S44900000000000') }));
    expect((await h.post('/api/pack/install', { pack }, { token: tokens.admin })).code).toBe(0);
    const fnId = (await h.db.selectFrom('functions').select('id').where('tenant_id', '=', 'acme').where('code', '=', 'ledgerEntry').executeTakeFirstOrThrow()).id;
    const rows = async () => Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM dashboard_rollups WHERE fn_id = ${fnId}`.execute(h.db)).rows[0]!.n);
    expect((await listed()).filter((r) => r.fn_id === fnId)).toEqual([]);
    expect(await rows()).toBe(0);
    await save('admin');
    expect(await rows()).toBe(0);
  });
});
