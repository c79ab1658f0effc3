/**
 * The scope an arrow's body sees: its parameters, then the enclosing scope.
 * The evaluator only ever asks `Object.hasOwn(scope, name)` and then reads
 * `scope[name]`, so a proxy answering those two for the parameters is enough;
 * the enclosing scope (possibly a Formily proxy) is read lazily, never copied.
 */
export function arrowScope(outer: object, names: readonly string[], values: readonly unknown[]): object {
  const own = new Map<string | symbol, unknown>(names.map((name, i) => [name, values[i]]));
  const descriptor = { configurable: true, enumerable: true, writable: false, value: undefined };
  return new Proxy(Object.create(null) as object, {
    getOwnPropertyDescriptor: (_target, key) => {
      if (own.has(key)) return { ...descriptor, value: own.get(key) };
      return outer !== null && typeof outer === 'object' && Object.hasOwn(outer, key) ? descriptor : undefined;
    },
    has: (_target, key) => own.has(key) || Object.hasOwn(outer, key),
    get: (_target, key) => (own.has(key) ? own.get(key) : Reflect.get(outer, key)),
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false,
    getPrototypeOf: () => null,
    setPrototypeOf: () => false,
    ownKeys: () => [...own.keys()],
  });
}
