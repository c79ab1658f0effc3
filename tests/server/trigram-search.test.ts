import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsText, createDataAccess, dropTrigramIndexes, fieldExpression, fnIdPredicate, SPARSE_CANDIDATES } from '../../server/data/index';
import { databases } from './support/databases';
import { reimbursement } from './support/fixtures';
import { createHarness, type Harness } from './support/harness';

interface PageRow { id: number; data: { project: string } }

/** Terms: long and short, mixed case, CJK, Cyrillic, LIKE wildcards and FTS syntax that must match literally. */
const TERMS = ['apollo', 'APOLLO', 'Apo', 'ap', 'a', 'lo r', '登月', '月', 'Моск', '50%', '%', '_', 'x_y', 'a"b', 'OR', 'NEAR(', '*', 'zzz-none'];
const PROJECTS = [
  'Apollo launch review', 'apollo-2 follow up', 'Gemini', 'Project APOLLO', 'Mercury Apollonia',
  '阿波罗登月计划', 'Москва office', '50% discount', 'x_y plan', 'xay plan', 'say "a"b" twice', 'OR gate', 'NEAR(star)',
];

describe.each(databases())('"contains" search through trigram indexes ($name)', (target) => {
  let h: Harness;
  let alice: string;
  let carol: string;
  let admin: string;
  let fnId: number;
  const page = async (token: string, term: string): Promise<PageRow[]> => {
    const res = await h.post<{ records: PageRow[]; total: number }>('/api/fn/reimbursement/page', { current: 1, size: 50, filters: { project: term } }, { token });
    expect(res.code, term).toBe(0);
    expect(res.data.total, term).toBe(res.data.records.length);
    return res.data.records;
  };
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
  /** The old path: LIKE/ILIKE over the JSON expression of every live acme record, no trigram index involved. */
  const likePath = async (term: string) => (await h.db.selectFrom('fn_records').select('id')
    .where('tenant_id', '=', 'acme').where(fnIdPredicate(fnId)).where('deleted_at', 'is', null)
    .where(containsText(h.dialect, fieldExpression(h.dialect, 'project', 'text'), term)).execute());

  beforeAll(async () => {
    h = await createHarness(target);
    [alice, carol, admin] = await Promise.all([h.token('alice'), h.token('carol'), h.token('admin')]);
    for (const [i, project] of PROJECTS.entries()) {
      const res = await h.post('/api/fn/reimbursement/save', { data: reimbursement({ project }) }, { token: i % 2 ? carol : alice });
      expect(res.code, project).toBe(0);
    }
    // another tenant's records with the same words stay out of acme's results
    const gadmin = await h.token('gadmin');
    for (const project of ['Apollo globex', '阿波罗登月 globex']) {
      expect((await h.post('/api/fn/reimbursement/save', { data: reimbursement({ project }) }, { token: gadmin })).code).toBe(0);
    }
    fnId = (await h.db.selectFrom('functions').select('id').where('tenant_id', '=', 'acme').where('code', '=', 'reimbursement').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => { await h?.close(); });

  it('builds the trigram index for the fuzzy field and the planner uses it', async () => {
    if (h.dialect === 'sqlite') {
      const tables = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE name = ${`fnt_${fnId}_project`}`.execute(h.db);
      expect(tables.rows).toHaveLength(1);
      const q = `SELECT id FROM fn_records WHERE id IN (SELECT rowid FROM fnt_${fnId}_project WHERE fnt_${fnId}_project MATCH '"apollo"')`;
      const plan = await h.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${q}`));
      expect(plan.rows.map((r) => r.detail).join('\n')).toMatch(new RegExp(`VIRTUAL TABLE INDEX .*|fnt_${fnId}_project`));
      // the page query asks the FTS table for terms of 3 characters or more, and not for shorter ones
      const records = createDataAccess(h.db, h.dialect).forTenant('acme').records;
      const compiled = (value: string) => records.compilePage({ fnId, filters: [{ field: 'project', kind: 'text', op: 'like', value }], sort: [], offset: 0, limit: 10 });
      expect((await compiled('apo')).count.sql).toContain(`fnt_${fnId}_project`);
      expect((await compiled('ap')).count.sql).not.toContain(`fnt_${fnId}_project`);
      // few candidates: the list and the count start from their record ids, not from the function's index
      const explain = async (query: { sql: string; parameters: readonly unknown[] }) => (await h.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]))).rows.map((r) => r.detail).join('\n');
      const sparse = await compiled('apollo');
      for (const query of [sparse.list, sparse.count, sparse.exactCount]) {
        const plan = await explain(query);
        expect(plan).toContain('SEARCH fn_records USING INTEGER PRIMARY KEY');
        expect(plan).not.toMatch(/fn_records USING (COVERING )?INDEX/);
      }
      // an exact filter instead: the field's index in the function's shadow table
      const unfiltered = await records.compilePage({ fnId, filters: [{ field: 'project', kind: 'text', op: 'eq', value: 'Gemini' }], sort: [], offset: 0, limit: 10 });
      expect(await explain(unfiltered.list)).toMatch(new RegExp(`fnv USING (COVERING )?INDEX fnx_${fnId}_project_t`));
    } else {
      // (on a handful of rows the planner prefers any other partial index; bench/record-search shows it used at scale)
      const idx = await sql<{ indexdef: string }>`SELECT indexdef FROM pg_indexes WHERE indexname = ${`fntg_${fnId}_project`}`.execute(h.db);
      expect(idx.rows).toHaveLength(1);
      expect(idx.rows[0].indexdef).toContain('gin_trgm_ops');
      expect(idx.rows[0].indexdef).toContain(`ON public.fnv_${fnId} USING gin (t_project gin_trgm_ops)`);
      // a "contains" page joins the shadow table and tests ILIKE on its column, which the GIN index answers
      const records = createDataAccess(h.db, h.dialect).forTenant('acme').records;
      const compiled = await records.compilePage({ fnId, filters: [{ field: 'project', kind: 'text', op: 'like', value: 'apollo' }], sort: [], offset: 0, limit: 10 });
      expect(compiled.list.sql).toContain('"fnv"."t_project" ILIKE');
      const plan = await h.db.connection().execute(async (conn) => {
        // The column's ILIKE on the shadow table (a handful of rows makes a scan cheapest: forbidden here to see what the planner can use).
        // (and plain index scans, which would read the whole B-tree of the field and filter)
        for (const kind of ['seqscan', 'indexscan', 'indexonlyscan']) await sql.raw(`SET enable_${kind} = off`).execute(conn);
        const res = await conn.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN SELECT id FROM fnv_${fnId} WHERE t_project ILIKE '%apollo%'`));
        for (const kind of ['seqscan', 'indexscan', 'indexonlyscan']) await sql.raw(`RESET enable_${kind}`).execute(conn);
        return res.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain(`fntg_${fnId}_project`);
    }
  });

  it('answers every term exactly as the LIKE path does, inside the tenant and the caller\'s scope', async () => {
    for (const term of TERMS) {
      const expected = ids(await likePath(term));
      expect(ids(await page(admin, term)), term).toEqual(expected);
      // a staff member sees the same matches narrowed to what their scope shows unfiltered
      for (const token of [alice, carol]) {
        const visible = new Set(ids(await h.post<{ records: PageRow[] }>('/api/fn/reimbursement/page', { current: 1, size: 50 }, { token }).then((r) => r.data.records)));
        expect(ids(await page(token, term)), term).toEqual(expected.filter((id) => visible.has(id)));
      }
    }
    expect(ids(await page(admin, 'apollo')).length).toBe(4);
    expect(await page(admin, 'globex')).toEqual([]);
  });

  it('follows inserts, updates, soft and hard deletes', async () => {
    const created = await h.post<{ id: number }>('/api/fn/reimbursement/save', { data: reimbursement({ project: 'Zephyr survey' }) }, { token: alice });
    expect(ids(await page(admin, 'zephyr'))).toEqual([created.data.id]);
    const updated = await h.post('/api/fn/reimbursement/save', { id: created.data.id, data: reimbursement({ project: 'Boreas survey' }) }, { token: alice });
    expect(updated.code).toBe(0);
    expect(await page(admin, 'zephyr')).toEqual([]);
    expect(ids(await page(admin, 'boreas'))).toEqual([created.data.id]);
    expect((await h.post('/api/fn/reimbursement/delete', { id: created.data.id }, { token: alice })).code).toBe(0);
    expect(await page(admin, 'boreas')).toEqual([]);
    expect(ids(await likePath('boreas'))).toEqual([]);

    const gone = await h.post<{ id: number }>('/api/fn/reimbursement/save', { data: reimbursement({ project: 'Notus purge' }) }, { token: alice });
    await h.db.deleteFrom('fn_records').where('id', '=', gone.data.id).execute();
    expect(await page(admin, 'notus')).toEqual([]);
    if (h.dialect === 'sqlite') {
      const left = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.id(`fnt_${fnId}_project`)} WHERE rowid = ${gone.data.id}`.execute(h.db);
      expect(Number(left.rows[0].n)).toBe(0);
    }
  });

  it('a term with more candidates than the sparse bound walks the function\'s index, with the same answers', async () => {
    const template = await h.db.selectFrom('fn_records').selectAll().where('tenant_id', '=', 'acme').where(fnIdPredicate(fnId)).executeTakeFirstOrThrow();
    const { id: _id, ...row } = template;
    const many = Array.from({ length: SPARSE_CANDIDATES + 1 }, (_, i) => ({ ...row, data: JSON.stringify({ project: `Vesta dense ${i}` }) }));
    for (let i = 0; i < many.length; i += 500) await h.db.insertInto('fn_records').values(many.slice(i, i + 500)).execute();
    const records = createDataAccess(h.db, h.dialect).forTenant('acme').records;
    const query = (value: string) => ({ fnId, filters: [{ field: 'project', kind: 'text' as const, op: 'like' as const, value }], sort: [], offset: 0, limit: 10, total: 'exact' as const });
    if (h.dialect === 'sqlite') {
      expect((await records.compilePage(query('vesta'))).list.sql).not.toContain('+fn_records');
      expect((await records.compilePage(query('apollo'))).list.sql).toContain('+fn_records');
    }
    for (const term of ['vesta', 'dense 4999', 'apollo']) {
      const expected = ids(await likePath(term));
      const got = await records.page(query(term));
      expect(got.total, term).toBe(expected.length);
      expect(ids(got.records), term).toEqual(expected.sort((a, b) => b - a).slice(0, 10).sort((a, b) => a - b));
    }
    // The bounded count of a common term reads the FTS matches as its outer loop and stops at the bound;
    // its first page walks the newest records testing LIKE, without collecting every match first.
    const bounded = { ...query('vesta'), sort: [{ column: 'created_at' as const, order: 'desc' as const }], total: undefined };
    if (h.dialect === 'sqlite') {
      const compiled = await records.compilePage(bounded);
      const explain = async (q: { sql: string; parameters: readonly unknown[] }) => (await h.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`EXPLAIN QUERY PLAN ${q.sql}`, [...q.parameters]))).rows.map((r) => r.detail);
      const countPlan = await explain(compiled.count);
      const scanFts = countPlan.findIndex((d) => d.includes(`SCAN fnt_${fnId}_project VIRTUAL TABLE`));
      expect(scanFts, countPlan.join('\n')).toBeGreaterThanOrEqual(0);
      expect(countPlan.findIndex((d) => d.includes('SEARCH fn_records USING INTEGER PRIMARY KEY'))).toBeGreaterThan(scanFts);
      expect(compiled.walkList?.sql).not.toContain(`fnt_${fnId}_project`);
      expect((await explain(compiled.walkList!)).join('\n')).not.toContain('TEMP B-TREE');
    }
    const expected = ids(await likePath('vesta')).sort((a, b) => b - a);
    const got = await records.page(bounded);
    expect(got.total).toBe(2_000);
    expect(got.totalIsLowerBound).toBe(true);
    expect(got.records.map((r) => r.id)).toEqual(expected.slice(0, 10));
    await h.db.deleteFrom('fn_records').where('tenant_id', '=', 'acme').where(sql<boolean>`${fieldExpression(h.dialect, 'project', 'text')} LIKE 'Vesta dense %'`).execute();
  });

  it('pages a rare term\'s matches in any order, counting them over their ids before reading the page\'s records', async () => {
    const records = createDataAccess(h.db, h.dialect).forTenant('acme').records;
    // the database's own order of the field (its collation), newest first among equals
    const project = fieldExpression(h.dialect, 'project', 'text');
    const byProject = await h.db.selectFrom('fn_records').select(['id', sql<string>`${project}`.as('project')])
      .where('id', 'in', (await likePath('apollo')).map((r) => r.id))
      .orderBy(project, 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    expect(byProject.length).toBe(4);
    const query = { fnId, filters: [{ field: 'project', kind: 'text' as const, op: 'like' as const, value: 'apollo' }], sort: [{ field: 'project', kind: 'text' as const, order: 'desc' as const }], offset: 1, limit: 2 };
    const got = await records.page(query);
    expect(got.total).toBe(4);
    expect(got.records.map((r) => (r.data as { project: string }).project)).toEqual(byProject.slice(1, 3).map((m) => m.project));
    if (h.dialect === 'sqlite') {
      const compiled = await records.compilePage(query);
      const plan = (await h.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sparsePage!.sql}`, [...compiled.sparsePage!.parameters]))).rows.map((r) => r.detail);
      // the window count and the sort run in the subquery of ids; the page's records are read by id after it
      const ids = plan.findIndex((d) => d === 'CO-ROUTINE p' || d === 'MATERIALIZE p');
      expect(ids, plan.join('\n')).toBeGreaterThanOrEqual(0);
      expect(plan.findIndex((d, i) => i > ids && d.startsWith('SCAN p'))).toBeGreaterThan(ids);
      expect(compiled.sparsePage!.sql).toMatch(/\(select fn_records\.id as "page_id", count\(\*\) OVER \(\) as "page_total" from "fn_records" where/);
    }
  });

  it('stops asking a trigram table once it is dropped, whichever handle dropped it', async () => {
    expect(ids(await page(admin, 'apollo'))).toHaveLength(4);
    await dropTrigramIndexes(h.db, h.dialect, fnId);
    expect(ids(await page(admin, 'apollo'))).toEqual(ids(await likePath('apollo')));
    const compiled = await createDataAccess(h.db, h.dialect).forTenant('acme').records
      .compilePage({ fnId, filters: [{ field: 'project', kind: 'text', op: 'like', value: 'apollo' }], sort: [], offset: 0, limit: 10 });
    expect(compiled.count.sql).not.toContain(`fnt_${fnId}_project`);
  });
});
