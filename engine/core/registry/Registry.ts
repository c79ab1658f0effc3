/**
 * One registry type for every extension point (field renderers, validators,
 * node executors, lookup providers). A duplicate key is a programmer error.
 */
export class Registry<T> {
  private readonly items = new Map<string, T>();

  constructor(private readonly kind: string) {}

  register(key: string, item: T, options: { override?: boolean } = {}): void {
    if (this.items.has(key) && !options.override) {
      throw new Error(`${this.kind} "${key}" is already registered`);
    }
    this.items.set(key, item);
  }

  get(key: string): T | undefined {
    return this.items.get(key);
  }

  has(key: string): boolean {
    return this.items.has(key);
  }

  entries(): [string, T][] {
    return [...this.items.entries()];
  }
}
