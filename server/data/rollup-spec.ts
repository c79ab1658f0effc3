import { createHash } from 'node:crypto';
import type { DashboardChart, PackFunction } from '../engine';
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

/** The rollup a chart's query reads, or none when it sums more fields than a row holds. */
export function rollupSpecOf(q: Shape): RollupSpec | undefined {
  const numbers = [...new Set(q.measures.map((m) => m.field).filter((f): f is string => f !== undefined))].sort();
  if (numbers.length > ROLLUP_NUMBERS) return undefined;
  const group = q.group && { field: q.group.field, by: q.group.by };
  const where = [...q.where]
    .map((w) => ({ field: w.field, values: [...w.values].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))) }))
    .sort((a, b) => a.field.localeCompare(b.field) || JSON.stringify(a.values).localeCompare(JSON.stringify(b.values)));
  const key = `r${createHash('sha256').update(JSON.stringify({ group: group ?? null, where, numbers })).digest('hex').slice(0, 40)}`;
  return { key, group, where, numbers };
}

/** The group, measures and `where` of a dashboard chart, as the dashboard's GROUP BY and its rollup read them. */
export function chartShape(chart: DashboardChart): Shape {
  return {
    group: chart.groupBy && { field: chart.groupBy.field, by: chart.groupBy.by ?? 'value' },
    measures: chart.measures.map((m) => ({ op: m.op, field: m.field })),
    where: Object.entries(chart.where ?? {}).map(([field, v]) => ({ field, values: Array.isArray(v) ? v : [v] })),
  };
}

/** The rollups a function's dashboards read. */
export function functionRollupSpecs(fn: PackFunction): RollupSpec[] {
  const specs = (fn.dashboards ?? []).flatMap((d) => d.charts.map((ch) => rollupSpecOf(chartShape(ch))));
  return [...new Map(specs.filter((s): s is RollupSpec => s !== undefined).map((s) => [s.key, s])).values()];
}
