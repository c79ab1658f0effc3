/**
 * What went wrong, as a stable code a caller can branch on:
 * - `syntax`: the text is not one expression of the supported language;
 * - `limit`: the text is too long or nested too deeply, or its evaluation
 *   produces too large a value or takes too many steps;
 * - `forbidden`: the expression reaches for something it may not touch
 *   (a prototype, a function value, a method call, an unsupported operator);
 * - `unknown-function`: a call names neither a built-in nor a scope function;
 * - `type`: an operator or built-in got a value it does not accept;
 * - `runtime`: a host function or getter threw while the expression ran.
 */
export type ExpressionErrorCode =
  | 'syntax'
  | 'limit'
  | 'forbidden'
  | 'unknown-function'
  | 'type'
  | 'runtime';

/**
 * The catalogue of expression error messages, keyed like the engine's other
 * catalogues. `{0}` is replaced by the detail the thrower passes.
 */
export const expressionErrorMessages = {
  syntaxError: 'Expression syntax error: {0}',
  syntaxEmpty: 'Expression is empty',
  syntaxSingle: 'Expected a single expression',
  syntaxNode: 'Unsupported syntax: {0}',
  limitLength: 'Expression is longer than {0} characters',
  limitDepth: 'Expression is nested deeper than {0} levels',
  limitResult: 'Expression result is larger than {0}',
  limitSteps: 'Expression needs more than {0} steps',
  forbiddenName: 'Access to "{0}" is not allowed',
  forbiddenProperty: 'Property "{0}" is not readable',
  forbiddenKey: 'Property keys must be strings or numbers',
  forbiddenFunction: 'Function values cannot be read or returned',
  forbiddenMethod: 'Only built-in and scope functions and the list methods {0} can be called',
  forbiddenArrow: 'Arrow functions are allowed only as the argument of a list method ({0})',
  forbiddenOperator: 'Operator "{0}" is not supported',
  forbiddenCall: 'Function "{0}" may not be called from an expression',
  unknownFunction: 'Unknown function "{0}"',
  typeOperand: 'Operator "{0}" needs text, number or boolean operands',
  typeArgument: 'Function "{0}": {1}',
  runtimeHost: 'Expression failed: {0}',
} as const;

/** A key of {@link expressionErrorMessages}. */
export type ExpressionMessageKey = keyof typeof expressionErrorMessages;

/**
 * The only error the expression evaluator throws, for bad text at compile
 * time and for refused or failing operations at run time.
 */
export class ExpressionError extends Error {
  /** Stable error code. */
  readonly code: ExpressionErrorCode;
  /** Catalogue key of the message, for translation. */
  readonly messageKey: ExpressionMessageKey;
  /** Values substituted into the catalogue message. */
  readonly params: readonly string[];

  constructor(
    code: ExpressionErrorCode,
    messageKey: ExpressionMessageKey,
    params: readonly string[] = [],
    options?: { cause?: unknown },
  ) {
    super(formatMessage(messageKey, params), options);
    this.name = 'ExpressionError';
    this.code = code;
    this.messageKey = messageKey;
    this.params = params;
  }
}

function formatMessage(key: ExpressionMessageKey, params: readonly string[]): string {
  return expressionErrorMessages[key].replace(/\{(\d)\}/g, (_, i: string) => params[Number(i)] ?? '');
}
