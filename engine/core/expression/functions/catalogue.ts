import { concat, includes, isEmpty, len } from './collections';
import { daysBetween, today } from './dates';
import { abs, avg, max, min, round, sum } from './numbers';
import { allOf, anyOf, countOf, earliest, latest, now } from './predicates';

/** A built-in function expressions may call, with what the docs show of it. */
export interface ExpressionFunction {
  readonly name: string;
  readonly signature: string;
  readonly summary: string;
  readonly call: (...args: unknown[]) => unknown;
  /** The function also gets the calling scope, as its first argument (row predicates). */
  readonly scoped?: boolean;
}

const define = (
  name: string,
  signature: string,
  summary: string,
  call: (...args: any[]) => unknown,
  scoped = false,
): ExpressionFunction => Object.freeze({ name, signature, summary, call, scoped });

/** Every built-in function, in the order the docs list them. All are pure except `today` and `now`. */
export const expressionFunctions: readonly ExpressionFunction[] = Object.freeze([
  define('sum', "sum(array, 'key') | sum(array) | sum(a, b, ...)",
    'Sum of the numeric values; null, undefined and NaN are skipped.', sum),
  define('count', "count(array) | count(rows, 'condition')", 'Number of items (where the condition holds); 0 when not an array.', countOf, true),
  define('any', "any(rows, 'condition') | any(array)", 'Whether the condition holds for some row (some item is truthy).', anyOf, true),
  define('all', "all(rows, 'condition') | all(array)", 'Whether the condition holds for every row (true for none).', allOf, true),
  define('min', "min(array, 'key') | min(a, b, ...)", 'Smallest numeric value, or null.', min),
  define('max', "max(array, 'key') | max(a, b, ...)", 'Largest numeric value, or null.', max),
  define('earliest', "earliest(rows, 'date', 'condition')", 'Earliest date of the rows (where the condition holds), or null.', earliest, true),
  define('latest', "latest(rows, 'date', 'condition')", 'Latest date of the rows (where the condition holds), or null.', latest, true),
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
  define('now', 'now()', 'The current date-time as ISO text (UTC).', now),
]);

/** Built-ins by name; a Map, so no inherited name is ever found. */
export const FUNCTIONS_BY_NAME: ReadonlyMap<string, ExpressionFunction> = new Map(
  expressionFunctions.map((fn) => [fn.name, fn]),
);
