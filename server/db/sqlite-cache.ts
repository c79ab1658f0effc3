/**
 * SQLite's page cache per connection, in MiB (env SQLITE_CACHE_MB, default 64; SQLite's own
 * default is 2 MiB). The main connection and each read thread keep this much of the database
 * in memory: with 2 MiB a database of a hundred thousand records and more read most pages of
 * its indexes back from the operating system on every request.
 */
export const DEFAULT_SQLITE_CACHE_MB = 64;

/** The page cache size in MiB from the environment; anything but a whole number from 1 to 4096 stops the start with an error. */
export function sqliteCacheMiB(value = process.env.SQLITE_CACHE_MB): number {
  const text = (value ?? '').trim();
  if (!text) return DEFAULT_SQLITE_CACHE_MB;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 4096) throw new Error(`SQLITE_CACHE_MB must be a whole number of MiB from 1 to 4096, not "${value}"`);
  return n;
}

/** The `cache_size` pragma for that many MiB (a negative value counts KiB, whatever the page size). */
export const cacheSizePragma = (mib: number) => `cache_size = -${mib * 1024}`;

/** What every writing connection to the database sets: the sync level, foreign keys, the wait for a lock, the page cache. */
export function setConnectionPragmas(database: { pragma(source: string): unknown }, synchronous: 'FULL' | 'NORMAL', cacheMiB: number): void {
  database.pragma(`synchronous = ${synchronous}`);
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma(cacheSizePragma(cacheMiB));
}
