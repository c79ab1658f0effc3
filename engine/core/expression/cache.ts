/**
 * A bounded map that forgets the least recently used entry when full.
 * A `Map` keeps insertion order, so re-inserting on read moves an entry to
 * the young end and the first key is always the oldest.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();
  /** The key at the young end (the last one set or read), which a read need not move: a form's one expression evaluated per row of an import. */
  private youngest: K | undefined;
  private hasYoungest = false;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError('LruCache capacity must be a positive integer');
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    // A stored `undefined` is told apart from a miss only when the look-up found nothing.
    if (value === undefined && !this.entries.has(key)) return undefined;
    if (this.hasYoungest && this.youngest === key) return value;
    this.entries.delete(key);
    this.entries.set(key, value as V);
    this.youngest = key;
    this.hasYoungest = true;
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    this.youngest = key;
    this.hasYoungest = true;
    if (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value as K);
    }
  }

  clear(): void {
    this.entries.clear();
    this.youngest = undefined;
    this.hasYoungest = false;
  }
}
