/** Milliseconds since an arbitrary origin, sub-millisecond resolution. */
export const now = () => performance.now();

/** `runs` timed calls of `fn` after one untimed warm-up call, in ms, sorted. */
export async function timesMs(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = now();
    await fn();
    times.push(now() - t);
  }
  return times.sort((a, b) => a - b);
}

/** The median of sorted times. */
export function medianOf(times: number[]): number {
  const mid = Math.floor(times.length / 2);
  return times.length % 2 ? times[mid] : (times[mid - 1] + times[mid]) / 2;
}

/** The nearest-rank percentile `p` (0-100) of sorted times. */
export const percentileOf = (times: number[], p: number): number => times[Math.min(times.length - 1, Math.max(0, Math.ceil((p / 100) * times.length) - 1))];

/** The median of `runs` timed calls of `fn` after one untimed warm-up call, in ms. */
export async function medianMs(runs: number, fn: () => Promise<unknown>): Promise<number> {
  return medianOf(await timesMs(runs, fn));
}

/** A figure for a table: one decimal under 10 ms, whole milliseconds above. */
export function formatMs(ms: number): string {
  return ms < 10 ? ms.toFixed(1) : Math.round(ms).toLocaleString('en-US');
}

/** A plain-text table with right-aligned figures; also valid Markdown. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
