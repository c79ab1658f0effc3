import { argumentError, numbersOf, toNumber } from './shared';

/** `sum(array, 'key')`, `sum(array)` or `sum(a, b, ...)`; 0 when nothing is numeric. */
export function sum(...args: unknown[]): number {
  let total = 0;
  for (const n of numbersOf('sum', args)) total += n;
  return total;
}

/** Smallest numeric value, same arguments as `sum`; null when there is none. */
export function min(...args: unknown[]): number | null {
  const numbers = numbersOf('min', args);
  return numbers.length ? Math.min(...numbers) : null;
}

/** Largest numeric value, same arguments as `sum`; null when there is none. */
export function max(...args: unknown[]): number | null {
  const numbers = numbersOf('max', args);
  return numbers.length ? Math.max(...numbers) : null;
}

/** Mean of the numeric values, same arguments as `sum`; null when there is none. */
export function avg(...args: unknown[]): number | null {
  const numbers = numbersOf('avg', args);
  if (!numbers.length) return null;
  let total = 0;
  for (const n of numbers) total += n;
  return total / numbers.length;
}

/**
 * `round(x, digits = 0)`: half away from zero, decimal-exact (1.005 -> 1.01
 * at two digits). Null when `x` is not numeric.
 */
export function round(value: unknown, digits: unknown = 0): number | null {
  const n = toNumber(value);
  if (n === undefined) return null;
  if (!Number.isInteger(digits) || Math.abs(digits as number) > 15) {
    throw argumentError('round', 'digits must be an integer from -15 to 15');
  }
  if (!Number.isFinite(n)) return n;
  // Shift the decimal point in the text form, so 1.005 is not 1.00499... * 100.
  const rounded = Math.round(shift(Math.abs(n), digits as number));
  const result = Math.sign(n) * shift(rounded, -(digits as number));
  return result === 0 ? 0 : result;
}

/** Absolute value; null when `x` is not numeric. */
export function abs(value: unknown): number | null {
  const n = toNumber(value);
  return n === undefined ? null : Math.abs(n);
}

function shift(n: number, digits: number): number {
  const [mantissa, exponent = '0'] = String(n).split('e');
  return Number(`${mantissa}e${Number(exponent) + digits}`);
}
