/**
 * The identifier and code patterns every side checks (pack meta-schema,
 * designer, server routes, SQL): one place, so they cannot drift.
 */

/** A field identifier (also what may reach SQL as a JSON path): a letter, then letters, digits or `_`, 63 at most. */
export const IDENTIFIER_PATTERN = '^[A-Za-z][A-Za-z0-9_]{0,62}$';
/** A function code: a lower-case letter, then letters, digits, `_` or `-`, 64 at most. */
export const FUNCTION_CODE_PATTERN = '^[a-z][a-zA-Z0-9_-]{0,63}$';

const IDENTIFIER = new RegExp(IDENTIFIER_PATTERN);
const FUNCTION_CODE = new RegExp(FUNCTION_CODE_PATTERN);

/** Whether `value` is a valid field identifier. */
export function isFieldIdentifier(value: unknown): value is string {
  return typeof value === 'string' && IDENTIFIER.test(value);
}

/** Whether `value` is a valid function code. */
export function isFunctionCode(value: unknown): value is string {
  return typeof value === 'string' && FUNCTION_CODE.test(value);
}
