/**
 * A SQLite database that lives in a plain file, with a write-ahead log beside it that other
 * connections and threads can open: not `:memory:` and not a `file:` URI (which may name a
 * memory database too).
 */
export const isPlainDatabaseFile = (file: string | undefined): file is string =>
  !!file && file !== ':memory:' && !file.startsWith('file:');
