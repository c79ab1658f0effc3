import { CompiledQuery } from 'kysely';
import { createDataAccess } from '../../server/data/index';
import { loadCurrentFunction, toRecordFilters, toRecordSort } from '../../server/records/index';
import { medianMs, medianOf, percentileOf, timesMs } from '../support/timing';
import type { Scenario } from './scenarios';
import type { BenchServer, BenchTenant } from './setup';

/** Medians of one scenario for one tenant, in ms, and what it found. */
export interface Timing {
  list: number;
  count: number;
  /**
   * The server's own page of records (`records.page`, no cache): the list and count it picks, which
   * on SQLite is a walk of the newest records instead of \`list\` when a filter matches many records.
   */
  page: number;
  /** The 95th percentile of the same runs of `records.page`. */
  pageP95: number;
  /** The whole `POST /api/fn/reimbursement/page` through fastify.inject (list + count + HTTP + JSON). */
  api: number;
  total: number;
  returned: number;
}

/** The server's data access for the tenant and the page query of `scenario`, built by the server's own code. */
async function pageQuery(server: BenchServer, tenant: BenchTenant, scenario: Scenario) {
  const data = createDataAccess(server.db, server.dialect).forTenant(tenant.tenantId);
  const f = await loadCurrentFunction(data, 'reimbursement');
  const { current, size, filters, sort } = scenario.body;
  const query = { fnId: f.fnId, filters: toRecordFilters(f.fn, filters), sort: toRecordSort(f.fn, sort), offset: (current - 1) * size, limit: size };
  return { data, query };
}

/** The list and count SQL the server issues for `scenario`, built by the server's own query code. */
export async function compileScenario(server: BenchServer, tenant: BenchTenant, scenario: Scenario) {
  const { data, query } = await pageQuery(server, tenant, scenario);
  return await data.records.compilePage(query);
}

async function callPage(server: BenchServer, tenant: BenchTenant, scenario: Scenario) {
  const res = await server.app.inject({
    method: 'POST', url: '/api/fn/reimbursement/page', headers: { accesstoken: tenant.token }, payload: scenario.body,
  });
  const body = res.json() as { code: number; msg: string; data: { total: number; records: unknown[] } };
  if (body.code !== 0) throw new Error(`${scenario.name}: code ${body.code} ${body.msg}`);
  return body.data;
}

/** Times the list query, the count query, the server's page and the whole page request, `runs` times each after a warm-up. */
export async function timeScenario(server: BenchServer, tenant: BenchTenant, scenario: Scenario, runs: number): Promise<Timing> {
  const { list, count } = await compileScenario(server, tenant, scenario);
  const { data, query } = await pageQuery(server, tenant, scenario);
  const page = await callPage(server, tenant, scenario);
  const own = await data.records.page(query);
  if (own.total !== page.total) throw new Error(`${scenario.name}: the page API says ${page.total}, records.page ${own.total}`);
  return {
    list: await medianMs(runs, () => server.db.executeQuery(list)),
    count: await medianMs(runs, () => server.db.executeQuery(count)),
    ...await (async () => {
      const times = await timesMs(runs, () => data.records.page(query));
      return { page: medianOf(times), pageP95: percentileOf(times, 95) };
    })(),
    api: await medianMs(runs, () => callPage(server, tenant, scenario)),
    total: page.total,
    returned: page.records.length,
  };
}

/** The planner's plan of `query`: SQLite's EXPLAIN QUERY PLAN details, PostgreSQL's EXPLAIN lines. */
export async function explain(server: BenchServer, query: CompiledQuery): Promise<string[]> {
  if (server.dialect === 'sqlite') {
    const res = await server.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]));
    return res.rows.map((r) => r.detail);
  }
  const res = await server.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${query.sql}`, [...query.parameters]));
  return res.rows.map((r) => r['QUERY PLAN']);
}
