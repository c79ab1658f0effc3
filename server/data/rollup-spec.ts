import { createHash } from 'node:crypto';
import { isWhereRange, resolveRelativeDate, type DashboardChart, type PackFunction } from '../engine';
import type { AggregateQuery, WhereValue } from './record-aggregate';

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
}

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

/** The rollups a function's dashboards read. */
export function functionRollupSpecs(fn: PackFunction): RollupSpec[] {
  // Charts with a range have no rollup, whatever the day: any date serves to shape them.
  const specs = (fn.dashboards ?? []).flatMap((d) => d.charts.map((ch) => rollupSpecOf(chartShape(ch, '1970-01-01'))));
  return [...new Map(specs.filter((s): s is RollupSpec => s !== undefined).map((s) => [s.key, s])).values()];
}
