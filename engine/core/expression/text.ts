// The same pattern Formily's schema compiler uses to spot `{{ ... }}`.
const EXPRESSION_TEXT = /^\s*\{\{([\s\S]*)\}\}\s*$/;

/** Whether `value` is Formily expression text: `{{ ... }}` with nothing around it. */
export function isExpressionText(value: unknown): value is string {
  return typeof value === 'string' && EXPRESSION_TEXT.test(value);
}

/**
 * The expression inside `{{ ... }}`, trimmed. Text that is not in braces is
 * returned unchanged.
 */
export function stripExpressionBraces(value: string): string {
  const match = EXPRESSION_TEXT.exec(value);
  return match ? match[1].trim() : value;
}
