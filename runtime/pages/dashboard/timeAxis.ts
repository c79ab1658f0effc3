import type { ChartData, ChartGroup, ChartMeta } from './api';

/** A time axis is filled out to at most this many periods (a bad date far away must not draw thousands). */
export const MAX_FILLED_PERIODS = 240;

const MONTH = /^(\d{4})-(\d{2})$/;
const YEAR = /^\d{4}$/;

const monthIndex = (key: string) => {
  const m = MONTH.exec(key)!;
  return Number(m[1]) * 12 + Number(m[2]) - 1;
};
const monthKey = (i: number) => `${String(Math.floor(i / 12)).padStart(4, '0')}-${String((i % 12) + 1).padStart(2, '0')}`;

/**
 * The groups of a chart grouped by month or year with the periods nobody falls in put back
 * as zeros, so a line over time does not jump from September to November as if they were
 * neighbours. Groups that are no period (no date) stay at the end; a truncated answer, an
 * axis that is not time, or a span beyond MAX_FILLED_PERIODS is left as it came.
 */
export function withEmptyPeriods(meta: ChartMeta, data: ChartData): ChartData {
  const by = meta.group?.by;
  if ((by !== 'month' && by !== 'year') || data.truncated) return data;
  const pattern = by === 'month' ? MONTH : YEAR;
  const timed = data.groups.filter((g) => g.key !== null && pattern.test(g.key));
  if (timed.length < 2) return data;
  const index = by === 'month' ? monthIndex : Number;
  const keyOf = by === 'month' ? monthKey : (i: number) => String(i).padStart(4, '0');
  const first = Math.min(...timed.map((g) => index(g.key!)));
  const last = Math.max(...timed.map((g) => index(g.key!)));
  if (last - first + 1 > MAX_FILLED_PERIODS || last - first + 1 === timed.length) return data;
  const byIndex = new Map(timed.map((g) => [index(g.key!), g]));
  const zeros = meta.measures.map(() => 0);
  const filled: ChartGroup[] = [];
  for (let i = first; i <= last; i++) filled.push(byIndex.get(i) ?? { key: keyOf(i), label: keyOf(i), values: zeros });
  return { ...data, groups: [...filled, ...data.groups.filter((g) => !timed.includes(g))] };
}
