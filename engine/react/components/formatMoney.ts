import { formatYuan } from '../../index';

/** Integer cents -> '1,234.50'; '' for empty or non-numeric values. */
export function formatMoney(cents: unknown): string {
  if (cents === null || cents === undefined || cents === '') return '';
  const n = Number(cents);
  return Number.isFinite(n) ? formatYuan(n) : '';
}
