/**
 * The one safe expression evaluator of the platform: computed values,
 * visibility and conditions in schema packs, in the browser and on the server.
 * It interprets a jsep syntax tree; no text ever becomes code.
 */
export { compileExpression, evaluateExpression } from './compile';
export { compileNested } from './nested';
export type { CompiledExpression, ExpressionScope } from './compile';
export { ExpressionError, expressionErrorMessages } from './errors';
export { expressionErrorText, isExpressionFailure } from './localized';
export type { ExpressionFailure } from './localized';
export type { ExpressionErrorCode, ExpressionMessageKey } from './errors';
export { expressionFunctions } from './functions/catalogue';
export type { ExpressionFunction } from './functions/catalogue';
export { expressionLimits } from './limits';
export { isExpressionText, stripExpressionBraces } from './text';
export { externalCallsIn, readsClock } from './inspect';
