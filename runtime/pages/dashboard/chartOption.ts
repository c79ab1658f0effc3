import type { ChartData, ChartMeta, MeasureMeta } from './api';
import { plotted } from './format';
import { withEmptyPeriods } from './timeAxis';

/** What a chart's texts are made of: measure names, the empty group's name, and a figure as people read it. */
export interface ChartLabels {
  measure: (i: number) => string;
  none: string;
  /** A figure as shown on a pie's labels and tooltips (money as ¥1,234.00); the raw value when absent. */
  figure?: (measure: MeasureMeta, value: number) => string;
}

const PALETTE = ['#2563eb', '#16a34a', '#f59e0b', '#dc2626', '#7c3aed', '#0891b2', '#db2777', '#65a30d'];

/** The ECharts option of a bar, line or pie chart (no functions in it: formatters are templates). */
export function chartOption(meta: ChartMeta, answer: ChartData, labels: ChartLabels): Record<string, unknown> {
  const data = meta.kind === 'pie' ? answer : withEmptyPeriods(meta, answer);
  const names = data.groups.map((g) => g.label ?? labels.none);
  if (meta.kind === 'pie') {
    return {
      color: PALETTE,
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      legend: { type: 'scroll', bottom: 0 },
      series: [{
        type: 'pie', radius: ['38%', '68%'], center: ['50%', '45%'], avoidLabelOverlap: true,
        label: { formatter: '{b}\n{c}' },
        data: data.groups.map((g, i) => {
          const measure = meta.measures[0]!;
          const item = { name: names[i], value: plotted(measure, g.values[0] ?? 0) };
          if (!labels.figure) return item;
          // The figure is text made here, so the per-item templates stay plain strings (no formatter functions).
          const figure = labels.figure(measure, g.values[0] ?? 0).replace(/[{}]/g, '');
          return { ...item, label: { formatter: `{b}\n${figure}` }, tooltip: { formatter: `{b}: ${figure} ({d}%)` } };
        }),
      }],
    };
  }
  // Counts and amounts differ by orders of magnitude: counts get their own axis on the right when both are shown.
  const mixed = meta.measures.some((m) => m.op === 'count') && meta.measures.some((m) => m.op !== 'count');
  const axisOf = (i: number) => (mixed && meta.measures[i]!.op === 'count' ? 1 : 0);
  return {
    color: PALETTE,
    tooltip: { trigger: 'axis' },
    legend: meta.measures.length > 1 ? { top: 0 } : undefined,
    grid: { left: 8, right: 16, top: meta.measures.length > 1 ? 36 : 16, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: names, axisLabel: { interval: 0, hideOverlap: true } },
    yAxis: mixed
      ? [{ type: 'value' }, { type: 'value', minInterval: 1, splitLine: { show: false } }]
      : [{ type: 'value', minInterval: meta.measures.every((m) => m.op === 'count') ? 1 : undefined }],
    series: meta.measures.map((m, i) => ({
      name: labels.measure(i), type: meta.kind === 'line' ? 'line' : 'bar', yAxisIndex: axisOf(i),
      barMaxWidth: 36, data: data.groups.map((g) => plotted(m, g.values[i] ?? 0)),
    })),
  };
}
