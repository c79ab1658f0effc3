/**
 * The bound of a dashboard's GROUP BY over `fn_records` (issue 14): a chart no rollup
 * answers (free-text or number filters, the `involved` scope, an owner field) reads at
 * most the function's newest live records up to this many, and says so, so no request
 * walks a million records on the event loop. Env DASHBOARD_MAX_ROWS, read per request
 * (default 200,000).
 */
export const DEFAULT_DASHBOARD_MAX_ROWS = 200_000;

export function dashboardRowCap(env: Record<string, string | undefined> = process.env): number {
  const n = Number(env.DASHBOARD_MAX_ROWS);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_DASHBOARD_MAX_ROWS;
}

/** The window a GROUP BY reads: the newest `cap` live records when the function has more, else all of them (undefined). */
export const aggregateWindow = (liveRecords: number, cap: number): number | undefined => (liveRecords > cap ? cap : undefined);
