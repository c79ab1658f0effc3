import { LruCache } from './cache';
import { toEvaluator, type Evaluator } from './interpreter';
import { expressionLimits } from './limits';
import { parseExpression } from './parse';

const cache = new LruCache<string, Evaluator>(expressionLimits.cacheSize);

/**
 * Compiles an expression that runs *inside* another evaluation (a row
 * predicate): it spends the outer evaluation's step budget, so a predicate
 * over many rows cannot multiply the cap.
 */
export function compileNested(source: string): Evaluator {
  const cached = cache.get(source);
  if (cached) return cached;
  const evaluate = toEvaluator(parseExpression(source));
  cache.set(source, evaluate);
  return evaluate;
}
