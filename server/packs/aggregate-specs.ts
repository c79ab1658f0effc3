import type { AggregateIndexSpec } from '../data';
import type { PackFunction } from '../engine';

/** What each chart of the function's dashboards groups by and sums: one covering index each. */
export function aggregateIndexSpecs(fn: PackFunction): AggregateIndexSpec[] {
  const out = new Map<string, AggregateIndexSpec>();
  for (const d of fn.dashboards ?? []) {
    for (const ch of d.charts) {
      const numbers = ch.measures.map((m) => m.field).filter((f): f is string => f !== undefined);
      const spec = { group: ch.groupBy?.field, numbers: [...new Set(numbers)].sort() };
      out.set(JSON.stringify(spec), spec);
    }
  }
  return [...out.values()];
}
