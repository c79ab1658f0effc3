import { createHash } from 'node:crypto';
import { isWhereRange, resolveRelativeDate, type DashboardChart, type PackFunction } from '../engine';
import type { AggregateQuery, WhereValue } from './record-aggregate';
import { dashboardDims } from './rollup-dims';

/** Numeric fields a rollup row sums (columns s0..s3, with their non-null counts c0..c3). */
export const ROLLUP_NUMBERS = 4;

/** What one rollup keeps: a chart's group, its `where` and the numeric fields its measures read. */
export interface RollupSpec {
  /** Stable name of the shape (charts of the same shape share it). */
  key: string;
  group?: { field: string; by: 'value' | 'month' | 'year' };
  where: { field: string; values: WhereValue[] }[];
  /** Distinct numeric fields, sorted: the i-th is summed in s<i>. */
  numbers: string[];
  /**
   * Search-filter fields in the key (`dashboard_rollup_dims` d0..d2): a choice's value or a
   * date's month. Absent: the plain rollup (`dashboard_rollups`).
   */
  dims?: RollupDim[];
  /** With `dims`: the key of the plain rollup of the same chart shape. */
  base?: string;
}

/** A search filter a rollup row is cut by: the field's value, or the month of its ISO date. */
export interface RollupDim { field: string; by: 'value' | 'month' }

/** Filter fields a rollup key holds at most. */
export const ROLLUP_DIMS = 3;

type Shape = Pick<AggregateQuery, 'group' | 'measures' | 'where'>;

/**
 * The rollup a chart's query reads, or none when it sums more fields than a row holds or
 * its `where` has a range (ranges are relative to today, so no stored sum stays right).
 */
export function rollupSpecOf(q: Shape): RollupSpec | undefined {
  const lists: { field: string; values: WhereValue[] }[] = [];
  for (const w of q.where) {
    if (!('values' in w)) return undefined;
    lists.push(w);
  }
  const numbers = [...new Set(q.measures.map((m) => m.field).filter((f): f is string => f !== undefined))].sort();
  if (numbers.length > ROLLUP_NUMBERS) return undefined;
  const group = q.group && { field: q.group.field, by: q.group.by };
  const where = lists
    .map((w) => ({ field: w.field, values: [...w.values].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))) }))
    .sort((a, b) => a.field.localeCompare(b.field) || JSON.stringify(a.values).localeCompare(JSON.stringify(b.values)));
  const key = `r${createHash('sha256').update(JSON.stringify({ group: group ?? null, where, numbers })).digest('hex').slice(0, 40)}`;
  return { key, group, where, numbers };
}

/**
 * The group, measures and `where` of a dashboard chart, as the dashboard's GROUP BY and its
 * rollup read them; ranges' relative dates (`{"$date": -1}`) are resolved against `today`.
 */
export function chartShape(chart: DashboardChart, today: string): Shape {
  return {
    group: chart.groupBy && { field: chart.groupBy.field, by: chart.groupBy.by ?? 'value' },
    measures: chart.measures.map((m) => ({ op: m.op, field: m.field })),
    where: Object.entries(chart.where ?? {}).map(([field, v]) => (isWhereRange(v)
      ? { field, from: resolveRelativeDate(v.from, today), to: resolveRelativeDate(v.to, today) }
      : { field, values: Array.isArray(v) ? v : [v] })),
  };
}

/** The same rollup cut by the dashboard's filter fields (none when it has none a rollup can hold). */
export function withDims(spec: RollupSpec, dims: RollupDim[]): RollupSpec | undefined {
  if (!dims.length) return undefined;
  const key = `r${createHash('sha256').update(JSON.stringify({ base: spec.key, dims })).digest('hex').slice(0, 40)}`;
  return { ...spec, key, dims, base: spec.key };
}

/** The rollups a function's dashboards read: each chart's plain one and, where the dashboard has filters a rollup can hold, one cut by them. */
export function functionRollupSpecs(fn: PackFunction): RollupSpec[] {
  // Charts with a range have no rollup, whatever the day: any date serves to shape them.
  const specs = (fn.dashboards ?? []).flatMap((d) => {
    const dims = dashboardDims(fn, d.filters ?? []);
    return d.charts.flatMap((ch) => {
      const plain = rollupSpecOf(chartShape(ch, '1970-01-01'));
      return plain ? [plain, withDims(plain, dims)] : [];
    });
  });
  return [...new Map(specs.filter((s): s is RollupSpec => s !== undefined).map((s) => [s.key, s])).values()];
}
