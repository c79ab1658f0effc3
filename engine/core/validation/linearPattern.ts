import { RE2JS } from 're2js';

/** Longest `pattern` a schema may carry. */
export const MAX_PATTERN_LENGTH = 500;

/** A compiled pattern that answers in time linear to its input (RE2 semantics, no backtracking). */
export interface LinearPattern {
  test(input: string): boolean;
  toString(): string;
}

const cache = new Map<string, LinearPattern>();
const CACHE_SIZE = 500;

/**
 * Why a schema `pattern` cannot run on the linear-time engine (too long, or a
 * construct RE2 refuses: backreferences, lookaround), or undefined when it can.
 */
export function patternProblem(source: unknown): string | undefined {
  if (typeof source !== 'string') return 'pattern must be a string';
  if (source.length > MAX_PATTERN_LENGTH) return `pattern is longer than ${MAX_PATTERN_LENGTH} characters`;
  try {
    RE2JS.compile(source);
    return undefined;
  } catch (e) {
    return `pattern is not supported: ${(e as Error).message}`;
  }
}

/**
 * Compiles a schema `pattern` (unanchored, as JSON Schema and Formily test it)
 * on RE2JS. Throws on a pattern `patternProblem` refuses; compiled patterns are cached.
 */
export function compileLinearPattern(source: string): LinearPattern {
  const hit = cache.get(source);
  if (hit) return hit;
  const problem = patternProblem(source);
  if (problem) throw new Error(problem);
  const re = RE2JS.compile(source);
  // ajv keys compiled patterns by `toString()`, so it must name the source
  const compiled: LinearPattern = { test: (input) => re.test(input), toString: () => `re2:${source}` };
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(source, compiled);
  return compiled;
}

/**
 * ajv's `code.regExp` option: every `pattern` keyword runs on RE2JS. The
 * `code` string is what ajv's standalone output would import; we never emit it.
 */
export const linearRegExpEngine = Object.assign(
  (pattern: string) => compileLinearPattern(pattern),
  { code: 'compileLinearPattern' },
);
