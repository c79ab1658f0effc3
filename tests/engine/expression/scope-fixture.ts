/**
 * A scope shaped like the one Formily hands the compiler: host objects with
 * methods ($self, $form), JSON data with `__proto__` keys, functions the
 * host passed on purpose and a few it should not have.
 */
class FakeField {
  value = 3;
  setState(): void {
    throw new Error('setState must not be reachable');
  }
}

class FakeForm {
  title = 'Form';
  values = { amount: 5 };
  submit(): void {
    throw new Error('submit must not be reachable');
  }
}

export function createHostileScope(): Record<string, unknown> {
  return {
    $self: new FakeField(),
    $form: new FakeForm(),
    $values: JSON.parse(
      '{"__proto__": {"polluted": 1}, "amount": 5, "nested": {"__proto__": {"polluted": 1}}}',
    ),
    $deps: [1, 2],
    $record: { amount: 1 },
    $effect: () => undefined,
    $props: () => undefined,
    lines: [{ amount: 100 }, { amount: 250 }],
    text: 'abc',
    fmt: (v: unknown) => `#${String(v)}`,
    leak: () => () => 'leaked',
    evil: Function,
    later: setTimeout,
  };
}

/** Own keys and descriptors of the built-in prototypes, to prove nothing changed. */
export function snapshotPrototypes(): Map<object, Map<PropertyKey, PropertyDescriptor>> {
  const prototypes = [Object.prototype, Array.prototype, Function.prototype, String.prototype];
  return new Map(prototypes.map((proto) => [
    proto,
    new Map(Reflect.ownKeys(proto).map((key) => [key, Object.getOwnPropertyDescriptor(proto, key)!])),
  ]));
}
