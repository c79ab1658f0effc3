import { formatYuan } from '../../../engine/index';
import type { MeasureMeta } from './api';

/** A figure as people read it: money in yuan with two decimals, counts whole, averages to two places. */
export function formatFigure(measure: MeasureMeta, value: number, locale: string): string {
  if (measure.money) return `¥${formatYuan(value)}`;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: measure.op === 'avg' ? 2 : 0 }).format(value);
}

/** The value a chart axis plots: money in yuan, other figures as they are. */
export const plotted = (measure: MeasureMeta, value: number) => (measure.money ? Math.round(value) / 100 : value);
