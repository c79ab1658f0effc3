import { getFunctionMeta } from '../api';
import type { FunctionMeta } from '../api';

// The language is fixed for a page load (switching reloads), so one entry per code is enough.
const cache = new Map<string, Promise<FunctionMeta>>();

/** The function's meta, fetched once per page load; a failed fetch is forgotten so it can be retried. */
export function loadFunctionMeta(code: string): Promise<FunctionMeta> {
  let pending = cache.get(code);
  if (!pending) {
    pending = getFunctionMeta(code);
    cache.set(code, pending);
    pending.catch(() => cache.delete(code));
  }
  return pending;
}
