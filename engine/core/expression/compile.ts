import { LruCache } from './cache';
import { ExpressionError } from './errors';
import { toEvaluator, type Evaluator } from './interpreter';
import { expressionLimits } from './limits';
import { withStepBudget } from './budget';
import { parseExpression } from './parse';

/**
 * The variables an expression sees: the object's own properties. Inherited
 * names (`toString`, `hasOwnProperty`) are not variables.
 */
export type ExpressionScope = object;

/** An expression parsed and checked once, run against any number of scopes. */
export type CompiledExpression = (scope: ExpressionScope) => unknown;

const cache = new LruCache<string, CompiledExpression>(expressionLimits.cacheSize);

/**
 * Parses and checks `source` once (results are cached by text) and returns a
 * function that evaluates it. Throws {@link ExpressionError} for text that
 * does not parse, exceeds the limits, or uses a forbidden construct.
 */
export function compileExpression(source: string): CompiledExpression {
  const cached = cache.get(source);
  if (cached) return cached;
  const compiled = guardRun(toEvaluator(parseExpression(source)));
  cache.set(source, compiled);
  return compiled;
}

/**
 * Compiles `source` and evaluates it against `scope`. Usable directly as
 * Formily's expression compiler (`Schema.registerCompiler`).
 */
export function evaluateExpression(source: string, scope: ExpressionScope): unknown {
  return compileExpression(source)(scope);
}

// Host getters and scope functions may throw anything; callers get one type.
function guardRun(evaluate: Evaluator): CompiledExpression {
  return (scope) => {
    try {
      return withStepBudget(() => evaluate(scope ?? {}));
    } catch (error) {
      if (error instanceof ExpressionError) throw error;
      const detail = error instanceof Error ? error.message : String(error);
      throw new ExpressionError('runtime', 'runtimeHost', [detail], { cause: error });
    }
  };
}
