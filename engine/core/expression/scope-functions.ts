import { ExpressionError } from './errors';
import { readScope } from './guards';

// Intrinsics that turn text into code or schedule it; refused even when a
// host puts them in a scope by mistake.
const CODE_RUNNERS: ReadonlySet<unknown> = new Set<unknown>([
  Function,
  Object.getPrototypeOf(async function () {}).constructor,
  Object.getPrototypeOf(function* () {}).constructor,
  Object.getPrototypeOf(async function* () {}).constructor,
  globalThis.eval,
  Function.prototype.call,
  Function.prototype.apply,
  Function.prototype.bind,
  globalThis.setTimeout,
  globalThis.setInterval,
  globalThis.queueMicrotask,
].filter((fn) => typeof fn === 'function'));

/**
 * The function a call `name(...)` may invoke from the scope: an own property
 * of the scope whose value is a function. `$`-prefixed names are Formily's
 * own scope members (`$self`, `$form`, `$props`, `$effect`, ...): they are
 * read-only data to an expression, so calling them is refused.
 */
export function resolveScopeFunction(scope: object, name: string): (...args: unknown[]) => unknown {
  const value = readScope(scope, name);
  if (typeof value !== 'function') {
    throw new ExpressionError('unknown-function', 'unknownFunction', [name]);
  }
  if (name.startsWith('$') || CODE_RUNNERS.has(value)) {
    throw new ExpressionError('forbidden', 'forbiddenCall', [name]);
  }
  return value as (...args: unknown[]) => unknown;
}
