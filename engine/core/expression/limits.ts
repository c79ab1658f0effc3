/** Bounds that keep parsing and evaluation cheap whatever text a pack holds. */
export const expressionLimits = Object.freeze({
  /** Longest accepted source text, in UTF-16 code units. */
  maxLength: 2000,
  /** Deepest accepted syntax tree (a literal alone is depth 1). */
  maxDepth: 64,
  /** How many compiled expressions the cache keeps. */
  cacheSize: 500,
  /** Longest text an operator or function may produce, in UTF-16 code units. */
  maxTextLength: 100_000,
  /** Most elements an array an expression builds may hold. */
  maxArrayLength: 10_000,
  /** Most syntax-tree nodes one evaluation may visit (sub-table rows multiply them). */
  maxSteps: 200_000,
});
