/** Formatting of the form benchmark's figures (Node side; not part of the bench page). */
import type { BenchSize } from './sizes';

export type FormLib = 'ours' | 'rjsf' | 'plain';

export const LIB_LABEL: Record<FormLib, string> = { ours: 'ours (Formily/antd)', rjsf: '@rjsf/core', plain: 'plain inputs (no library)' };

/** Figures of one library at one size. */
export interface FormBenchFigures {
  lib: FormLib;
  size: BenchSize;
  /** Median over fresh page loads: before render to the first frame with every input, ms. */
  mountMs: number;
  /** Same, to just after that frame painted. */
  mountPaintMs: number;
  /** Keydown (capture) to just after the next frame painted, ms. */
  keyP50: number;
  keyP95: number;
  /** Keydown to the next animation frame (before its style, layout and paint), ms. */
  keyFrameP50: number;
  /** Keydown to the end of the keystroke's script work (event handlers, render, commit), ms. */
  keyWorkP50: number;
  keyWorkP95: number;
  /** The keystroke's main-thread work: its script work plus its frame's style, layout and paint (no wait for the frame). */
  keyBusyP95: number;
  /** Keydown to paint in a browser whose frames are not paced by a display (no wait for the next refresh), ms. */
  keyUnpacedP50: number;
  keyUnpacedP95: number;
  keystrokes: number;
  /** Median used JS heap after mount and a forced GC, MB. */
  heapMb: number;
  loads: number;
}

/** Frame budget the issue sets for a keystroke at 1000 fields. */
export const FRAME_BUDGET_MS = 16;

export function median(xs: number[]): number {
  return percentile(xs, 50);
}

/** Nearest-rank percentile. */
export function percentile(xs: number[], p: number): number {
  if (!xs.length) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const sizeLabel = (size: BenchSize): string => {
  if (size === 'table50') return 'sub-table 50x50';
  if (size === 'table50p') return 'sub-table 50x50, half its columns dates and choices';
  return `${size} fields`;
};

const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(x < 100 ? 1 : 0) : '-');

/** Side-by-side markdown table: one row per size, ours next to @rjsf/core. */
export function formatFormTable(results: FormBenchFigures[]): string {
  const sizes = [...new Set(results.map((r) => r.size))];
  const pick = (size: BenchSize, lib: FormLib) => results.find((r) => r.size === size && r.lib === lib);
  const rows = [
    '| form | mount, ours | mount, rjsf | keystroke p50 / p95, ours | keystroke p50 / p95, rjsf | keystroke p50 / p95, plain inputs | keystroke unpaced p50 / p95, ours | unpaced, rjsf | unpaced, plain inputs | heap, ours | heap, rjsf |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const size of sizes) {
    const o = pick(size, 'ours');
    const r = pick(size, 'rjsf');
    const p = pick(size, 'plain');
    const key = (f?: FormBenchFigures) => (f ? `${ms(f.keyP50)} / ${ms(f.keyP95)}` : '-');
    const unpaced = (f?: FormBenchFigures) => (f ? `${ms(f.keyUnpacedP50)} / ${ms(f.keyUnpacedP95)}` : '-');
    const heap = (f?: FormBenchFigures) => (f ? `${f.heapMb.toFixed(1)} MB` : '-');
    rows.push(`| ${sizeLabel(size)} | ${o ? ms(o.mountMs) : '-'} | ${r ? ms(r.mountMs) : '-'} | ${key(o)} | ${key(r)} | ${key(p)} | ${unpaced(o)} | ${unpaced(r)} | ${unpaced(p)} | ${heap(o)} | ${heap(r)} |`);
  }
  return rows.join('\n');
}

/** Secondary figures: mount to paint, and keystroke to the start of the next frame. */
export function formatDetailTable(results: FormBenchFigures[]): string {
  const rows = [
    '| form | library | mount to frame | mount to paint | keystroke script work p50 / p95 | keystroke work + its frame p95 | keystroke to frame p50 | keystroke to paint p50 | keystrokes | loads |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const f of results) {
    rows.push(`| ${sizeLabel(f.size)} | ${LIB_LABEL[f.lib]} | ${ms(f.mountMs)} | ${ms(f.mountPaintMs)} | ${ms(f.keyWorkP50)} / ${ms(f.keyWorkP95)} | ${ms(f.keyBusyP95)} | ${ms(f.keyFrameP50)} | ${ms(f.keyP50)} | ${f.keystrokes} | ${f.loads} |`);
  }
  return rows.join('\n');
}

/**
 * Keydown to paint on a 60 Hz display waits for the next refresh (0 to 16.7 ms wherever the key
 * lands) before that frame's own work, so its p95 is near 16 ms before a form does anything; the
 * plain inputs (the same fields, every one in the page, no library) show it in the same run. The
 * keystroke target is read on the unpaced browser, where a frame is drawn as soon as the page asks
 * for one: keydown to paint is then the page's script work plus its frame's style, layout and paint.
 */
function keystrokeVerdicts(f: FormBenchFigures, plain: FormBenchFigures | undefined): string[] {
  const label = sizeLabel(f.size);
  const out = [
    `- ${label}, keystroke p95 < ${FRAME_BUDGET_MS} ms (keydown to paint, frames unpaced): ${f.keyUnpacedP95 < FRAME_BUDGET_MS ? 'met' : 'MISSED'} (p50 ${ms(f.keyUnpacedP50)}, p95 ${ms(f.keyUnpacedP95)} ms).`,
    `- ${label}, the same keydown to paint on a 60 Hz display (the wait for the refresh included): p50 ${ms(f.keyP50)}, p95 ${ms(f.keyP95)} ms; the keystroke's work + its frame p95 ${ms(f.keyBusyP95)} ms.`,
  ];
  if (plain) out.push(`- ${label}, the same fields as plain inputs (no library, all in the page): keystroke p95 ${ms(plain.keyUnpacedP95)} ms unpaced, ${ms(plain.keyP95)} ms on a 60 Hz display.`);
  return out;
}

/** One line on the target: a keystroke within one frame at 1000 fields. */
export function targetVerdict(results: FormBenchFigures[]): string {
  const pick = (lib: FormLib, size: BenchSize) => results.find((r) => r.lib === lib && r.size === size);
  const lines: string[] = [];
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const ours = pick('ours', 1000);
  const rjsf = pick('rjsf', 1000);
  if (ours && rjsf) {
    lines.push(`- 1000 fields, mount faster than rjsf: ${verdict(ours.mountMs < rjsf.mountMs)} (${ms(ours.mountMs)} vs ${ms(rjsf.mountMs)} ms).`);
    lines.push(`- 1000 fields, heap <= 3x rjsf: ${verdict(ours.heapMb <= 3 * rjsf.heapMb)} (${ours.heapMb.toFixed(1)} vs ${rjsf.heapMb.toFixed(1)} MB).`);
    lines.push(...keystrokeVerdicts(ours, pick('plain', 1000)));
  }
  const table = pick('ours', 'table50');
  const rjsfTable = pick('rjsf', 'table50');
  if (table && rjsfTable) {
    lines.push(`- sub-table 50x50, mount faster than rjsf: ${verdict(table.mountMs < rjsfTable.mountMs)} (${ms(table.mountMs)} vs ${ms(rjsfTable.mountMs)} ms).`);
    lines.push(...keystrokeVerdicts(table, pick('plain', 'table50')));
  }
  return lines.length ? ['Targets (issue 20):', ...lines].join('\n') : 'Targets (issue 20): not measured in this run.';
}
