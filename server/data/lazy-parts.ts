/**
 * An object whose properties are built on first read and kept: a request or a transaction
 * uses three or four of a tenant's forty query sets, so the rest are never made.
 */
export function lazyParts<T extends object>(build: { [K in keyof T]: () => T[K] }): T {
  const out = {} as T;
  for (const key of Object.keys(build) as (keyof T)[]) {
    Object.defineProperty(out, key, {
      configurable: true,
      enumerable: true,
      get() {
        const value = build[key]();
        Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
        return value;
      },
    });
  }
  return out;
}
