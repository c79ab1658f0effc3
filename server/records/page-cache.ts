import type { DataAccess, TenantData } from '../data';
import { today } from './menu-view';
import { pageRecords, type Caller, type PageInput, type ScopedFunction } from './service';

/** Characters of answers kept per process; the least recently stored go first (a 20-row page is ~10 KB). */
const MAX_CHARS = 32 * 1024 * 1024;
/** A longer answer is not kept: it would push out many pages for one. */
const MAX_ANSWER_CHARS = 1024 * 1024;

/** A list page's answer, serialised (the `data` of the envelope), and what it was computed for. */
interface Entry {
  version: string;
  json: string;
}

/**
 * List page answers kept between requests, each for one value of the database's data version
 * (`DataAccess.dataVersion`): any change committed anywhere, or written by this process, makes
 * every answer stale, so an answer is never older than the database. The key holds everything
 * else the answer depends on: the tenant, the function and its version, the caller's scope
 * (their user id included), the page query after the menu view resolved its filters, and the
 * day. An answer that read the clock (`today()`, `now()` values) is not kept.
 */
export class PageCache {
  readonly #entries = new Map<string, Entry>();
  /** Answers being computed, by key and version: the requests that ask meanwhile wait for the one computation. */
  readonly #computing = new Map<string, Promise<string>>();
  readonly #max: number;
  #chars = 0;

  /** `maxChars`: how much answer text is kept at most. */
  constructor(maxChars = MAX_CHARS) {
    this.#max = maxChars;
  }

  /** The key of one page request (see the class). */
  static keyOf(t: TenantData, f: ScopedFunction, query: unknown, day: string): string {
    return JSON.stringify([t.tenantId, f.fnId, f.version, f.scope, query, day]);
  }

  /** The answer kept for `key` at `version`, if any. */
  get(key: string, version: string): string | undefined {
    const hit = this.#entries.get(key);
    return hit && hit.version === version ? hit.json : undefined;
  }

  /** Keeps `json` for `key`, computed at `version` (read before the answer's queries ran). */
  set(key: string, version: string, json: string): void {
    this.#drop(key);
    if (json.length > Math.min(MAX_ANSWER_CHARS, this.#max)) return;
    while (this.#chars + json.length > this.#max) this.#drop(this.#entries.keys().next().value!);
    this.#entries.set(key, { version, json });
    this.#chars += json.length;
  }

  /**
   * The answer for `key` at `version` from `compute`, run once however many requests ask for
   * it while it runs (a change of version makes every page stale at once, and each would
   * otherwise be computed by every request that arrives before the first one is kept).
   */
  computeOnce(key: string, version: string, compute: () => Promise<string>): Promise<string> {
    const id = `${version}\n${key}`;
    const running = this.#computing.get(id);
    if (running) return running;
    const answer = compute().finally(() => this.#computing.delete(id));
    this.#computing.set(id, answer);
    return answer;
  }

  #drop(key: string): void {
    const old = this.#entries.get(key);
    if (!old) return;
    this.#entries.delete(key);
    this.#chars -= old.json.length;
  }

  /** Answers kept. */
  get size(): number {
    return this.#entries.size;
  }

  /** Characters of answer text kept. */
  get chars(): number {
    return this.#chars;
  }
}

/**
 * The list page of `pageRecords`, serialised, from `pages` when the same request was answered
 * at the database's current data version; computed (and kept unless it read the clock) otherwise,
 * once for all the same requests that arrive while it is computed.
 * Without a data version (a transaction open) it is always computed.
 */
export async function pageAnswer(data: DataAccess, pages: PageCache, c: Caller, f: ScopedFunction, q: PageInput): Promise<string> {
  // Read before the page's own queries: the answer is at least as new as the version it is kept under.
  const version = await data.dataVersion();
  if (version === undefined) return JSON.stringify(await pageRecords(c, f, q));
  const key = PageCache.keyOf(c.data, f, q, today());
  const hit = pages.get(key, version);
  if (hit !== undefined) return hit;
  return pages.computeOnce(key, version, async () => {
    const read = { clock: false };
    const json = JSON.stringify(await pageRecords(c, f, q, read));
    if (!read.clock) pages.set(key, version, json);
    return json;
  });
}
