/** The JSON snapshots of one function version, parsed. */
export interface VersionBody {
  packVersion: string;
  definition: unknown;
  lookups: unknown;
  locales: Record<string, Record<string, string>>;
}

/** Versions kept parsed per database; the least recently used goes first. */
const MAX_VERSIONS = 500;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * Parsed function versions of one database, by function id and version. A committed version
 * row is never changed (a change publishes a new version) and function ids are never reused
 * (AUTOINCREMENT on SQLite, serial on PostgreSQL), so an entry never goes stale, in this
 * process or across processes. A transaction's cache (`within`) reads the shared entries
 * but keeps what it parses to itself: a version it wrote may still roll back. Entries are
 * frozen: callers share them.
 */
export class VersionCache {
  readonly #bodies = new Map<string, VersionBody>();
  readonly #shared: VersionCache | undefined;

  constructor(shared?: VersionCache) {
    this.#shared = shared;
  }

  /** The cache of a transaction on this database. */
  within(): VersionCache {
    return new VersionCache(this);
  }

  get(fnId: number, version: number): VersionBody | undefined {
    const key = `${fnId}:${version}`;
    const hit = this.#bodies.get(key);
    if (hit) {
      this.#bodies.delete(key);
      this.#bodies.set(key, hit);
      return hit;
    }
    return this.#shared?.get(fnId, version);
  }

  /** Parses and keeps a version read from the database; returns the kept body. */
  put(fnId: number, version: number, row: { pack_version: string; definition: string; lookups: string; locales: string }): VersionBody {
    const body = deepFreeze({
      packVersion: row.pack_version, definition: JSON.parse(row.definition) as unknown,
      lookups: JSON.parse(row.lookups) as unknown, locales: JSON.parse(row.locales) as Record<string, Record<string, string>>,
    });
    if (this.#bodies.size >= MAX_VERSIONS) this.#bodies.delete(this.#bodies.keys().next().value!);
    this.#bodies.set(`${fnId}:${version}`, body);
    return body;
  }

  get size(): number {
    return this.#bodies.size;
  }
}
