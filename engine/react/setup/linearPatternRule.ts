import { compileLinearPattern, patternProblem } from '../../index';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Formily's `pattern` rule on the engine's linear-time pattern engine (the
 * built-in one uses the backtracking `RegExp`). A pattern the engine refuses
 * fails the field rather than running unbounded, as the server does.
 */
export function linearPatternRule(value: unknown, rule: { pattern?: unknown; message?: string }): string {
  if (isEmpty(value)) return '';
  const source = rule.pattern instanceof RegExp ? rule.pattern.source : String(rule.pattern ?? '');
  if (patternProblem(source)) return rule.message ?? '';
  return compileLinearPattern(source).test(String(value)) ? '' : rule.message ?? '';
}
