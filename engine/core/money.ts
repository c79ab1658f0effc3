/** Money is stored as integer cents (fen) and shown as yuan with two decimals. */
export function yuanToCents(yuan: number | string): number {
  const n = typeof yuan === 'string' ? Number(yuan.replace(/,/g, '').trim()) : yuan;
  if (!Number.isFinite(n)) return NaN;
  return Math.round(n * 100);
}

/** `123450` -> `'1234.50'`; negative values keep their sign. */
export function centsToYuan(cents: number): string {
  if (!Number.isFinite(cents)) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** `123450` -> `'1,234.50'` for lists and read-only views. */
export function formatYuan(cents: number): string {
  const plain = centsToYuan(cents);
  if (!plain) return '';
  const [int, dec] = plain.split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${dec}`;
}
