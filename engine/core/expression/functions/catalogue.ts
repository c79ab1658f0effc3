import { concat, count, includes, isEmpty, len } from './collections';
import { daysBetween, today } from './dates';
import { abs, avg, max, min, round, sum } from './numbers';

/** A built-in function expressions may call, with what the docs show of it. */
export interface ExpressionFunction {
  readonly name: string;
  readonly signature: string;
  readonly summary: string;
  readonly call: (...args: unknown[]) => unknown;
}

const define = (
  name: string,
  signature: string,
  summary: string,
  call: (...args: any[]) => unknown,
): ExpressionFunction => Object.freeze({ name, signature, summary, call });

/** Every built-in function, in the order the docs list them. All are pure except `today`. */
export const expressionFunctions: readonly ExpressionFunction[] = Object.freeze([
  define('sum', "sum(array, 'key') | sum(array) | sum(a, b, ...)",
    'Sum of the numeric values; null, undefined and NaN are skipped.', sum),
  define('count', 'count(array)', 'Number of items; 0 when not an array.', count),
  define('min', "min(array, 'key') | min(a, b, ...)", 'Smallest numeric value, or null.', min),
  define('max', "max(array, 'key') | max(a, b, ...)", 'Largest numeric value, or null.', max),
  define('avg', "avg(array, 'key') | avg(a, b, ...)", 'Mean of the numeric values, or null.', avg),
  define('round', 'round(x, digits = 0)', 'Rounds half away from zero to `digits` decimals.', round),
  define('abs', 'abs(x)', 'Absolute value, or null when x is not numeric.', abs),
  define('len', 'len(textOrArray)', 'Length of text or an array; 0 for null.', len),
  define('includes', 'includes(arrayOrText, value)', 'Whether the array holds or the text contains value.', includes),
  define('isEmpty', 'isEmpty(value)', "True for null, undefined, '', [] and {}.", isEmpty),
  define('concat', 'concat(a, b, ...)', 'Joins arrays into an array, or anything else into text.', concat),
  define('daysBetween', "daysBetween('2024-01-01', '2024-01-05')",
    'Whole calendar days from the first date to the second (4 here).', daysBetween),
  define('today', 'today()', 'The current local date as YYYY-MM-DD.', today),
]);

/** Built-ins by name; a Map, so no inherited name is ever found. */
export const FUNCTIONS_BY_NAME: ReadonlyMap<string, ExpressionFunction> = new Map(
  expressionFunctions.map((fn) => [fn.name, fn]),
);
