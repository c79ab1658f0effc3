import { chartShape, type AggregateRow, type TenantData } from '../data';
import type { Dashboard, DashboardChart } from '../engine';
import { errors } from '../errors';
import { packLocale, type ServerLang } from '../i18n';
import { loadMenuAccess } from '../menus';
import { loadCurrentFunction, scopeFor, today, toRecordFilters, type FilterInput, type LoadedFunction } from '../records';
import { sheetLayout } from '../excel';
import { dashboardPath, parseDashboardPath } from './path';

/** Groups a chart shows when it does not say (at most 50). */
export const DEFAULT_GROUPS = 20;

export interface DashboardCaller { data: TenantData; userId: number; lang: ServerLang }

/** A dashboard the caller may open, with the function it reads. */
export interface OpenDashboard { f: LoadedFunction; dashboard: Dashboard; path: string }

/**
 * The dashboards the caller may open: those a menu of theirs opens (administrators
 * hold every menu), of enabled functions whose current version still declares them.
 */
export async function visibleDashboards(c: DashboardCaller): Promise<OpenDashboard[]> {
  const access = await loadMenuAccess(c.data, c.userId);
  const out: OpenDashboard[] = [];
  const seen = new Set<string>();
  for (const m of access.menus) {
    const target = m.front_path ? parseDashboardPath(m.front_path) : undefined;
    if (!target || seen.has(m.front_path!)) continue;
    seen.add(m.front_path!);
    const row = await c.data.packs.findFunction(target.fn);
    if (!row || Number(row.enabled) === 0) continue;
    const f = await loadCurrentFunction(c.data, target.fn);
    const dashboard = f.fn.dashboards?.find((d) => d.code === target.code);
    if (dashboard) out.push({ f, dashboard, path: m.front_path! });
  }
  return out;
}

/** One dashboard for the caller; anything they may not open is "not found". */
export async function openDashboard(c: DashboardCaller, fnCode: string, code: string): Promise<OpenDashboard> {
  const found = (await visibleDashboards(c)).find((d) => d.path === dashboardPath(fnCode, code));
  if (!found) throw errors.notFound();
  return found;
}

const label = (locale: Record<string, string>, text: string | undefined) => (text === undefined ? undefined : locale[text] ?? text);

/** The dashboard's texts in the caller's language and its filters as the list's search offers them. */
export function dashboardMeta(d: OpenDashboard, lang: ServerLang) {
  const locale = packLocale(d.f.locales, lang);
  const columns = new Map(sheetLayout(d.f, lang).columns.map((col) => [col.key, col]));
  return {
    fn: d.f.fn.code, code: d.dashboard.code, path: d.path,
    name: label(locale, d.dashboard.name)!, description: label(locale, d.dashboard.description),
    workbench: d.dashboard.workbench ?? [],
    filters: (d.dashboard.filters ?? []).map((field) => {
      const search = d.f.fn.search.find((s) => s.field === field)!;
      const col = columns.get(field);
      const type = d.f.fn.fields.find((x) => x.identifier === field)?.type;
      return { field, label: col?.header ?? field, rule: search.rule, type, options: col?.options };
    }),
    charts: d.dashboard.charts.map((ch) => ({
      code: ch.code, kind: ch.kind, title: label(locale, ch.title)!, span: ch.span ?? 1,
      group: ch.groupBy ? { field: ch.groupBy.field, by: ch.groupBy.by ?? 'value', label: columns.get(ch.groupBy.field)?.header ?? ch.groupBy.field } : null,
      measures: ch.measures.map((m) => ({
        op: m.op, field: m.field ?? null,
        label: label(locale, m.label) ?? (m.field ? columns.get(m.field)?.header ?? m.field : null),
        money: !!m.field && d.f.fn.fields.find((x) => x.identifier === m.field)?.type === 'money',
      })),
    })),
  };
}

/** Labels of grouped values: lookup names, users' and departments' names; dates and other text as they are. */
async function groupLabels(c: DashboardCaller, d: OpenDashboard, chart: DashboardChart, rows: AggregateRow[]): Promise<Map<string, string>> {
  const group = chart.groupBy!;
  const keys = rows.map((r) => r.key).filter((k): k is string => k !== null);
  if ((group.by ?? 'value') !== 'value') return new Map(keys.map((k) => [k, k]));
  const type = d.f.fn.fields.find((x) => x.identifier === group.field)?.type;
  if (type === 'user' || type === 'department') {
    return c.data.records.namesOf(type, keys.map(Number).filter((n) => Number.isSafeInteger(n)));
  }
  const options = sheetLayout(d.f, c.lang).columns.find((col) => col.key === group.field)?.options ?? [];
  return new Map(options.map((o) => [o.code, o.label]));
}

/** One chart's figures: grouped and measured by the database, inside the caller's scope and filters. */
async function chartData(c: DashboardCaller, d: OpenDashboard, chart: DashboardChart, filters: ReturnType<typeof toRecordFilters>, scope: Awaited<ReturnType<typeof scopeFor>>) {
  const limit = Math.min(chart.limit ?? DEFAULT_GROUPS, 50);
  const { rows, window } = await c.data.records.aggregate({
    fnId: d.f.fnId, limit, filters, scope, ...chartShape(chart, today()),
  });
  const shown = rows.slice(0, limit);
  const labels = chart.groupBy ? await groupLabels(c, d, chart, shown) : new Map<string, string>();
  return {
    code: chart.code, truncated: rows.length > limit,
    // Counted over only the newest `window` records (the GROUP BY's cap, DASHBOARD_MAX_ROWS), not all of them.
    partial: window !== null, window,
    groups: shown.map((r) => ({ key: r.key, label: r.key === null ? null : labels.get(r.key) ?? r.key, values: r.values.map((v) => Math.round(v * 100) / 100) })),
  };
}

/**
 * The figures of a dashboard's charts (all, or those named) for the caller: the
 * same data scope as the function's list and the dashboard's filters, refused
 * (400) when a filter is not one of the dashboard's.
 */
export async function dashboardData(c: DashboardCaller, d: OpenDashboard, body: { filters?: Record<string, FilterInput>; charts?: string[] }) {
  for (const field of Object.keys(body.filters ?? {})) {
    if (!(d.dashboard.filters ?? []).includes(field)) throw errors.filterNotAllowed(field);
  }
  const filters = toRecordFilters(d.f.fn, body.filters);
  const found = await scopeFor(c.data, c.userId, d.f.fn, 'view');
  // Without the function's own menu the dashboard still counts the records the caller takes part in, as the list would show them.
  const scope = found.kinds.length ? found : { userId: c.userId, kinds: ['involved' as const] };
  const wanted = body.charts ? d.dashboard.charts.filter((ch) => body.charts!.includes(ch.code)) : d.dashboard.charts;
  const charts = [];
  for (const chart of wanted) charts.push(await chartData(c, d, chart, filters, scope));
  return { charts };
}
