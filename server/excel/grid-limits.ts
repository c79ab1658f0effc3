const fromEnv = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export interface ImportLimits {
  /** Data rows of one sheet (the header row not counted). */
  maxRows: number;
  maxColumns: number;
}

/**
 * Caps of one import file, read when an import starts: env IMPORT_MAX_ROWS
 * (default 20,000) and IMPORT_MAX_COLUMNS (default 200).
 */
export function importLimits(): ImportLimits {
  return { maxRows: fromEnv('IMPORT_MAX_ROWS', 20_000), maxColumns: fromEnv('IMPORT_MAX_COLUMNS', 200) };
}

/** How long the parser may take on one file (env IMPORT_PARSE_TIMEOUT_MS, default 60 s) and its heap (IMPORT_PARSE_HEAP_MB, default 512). */
export function parserLimits(): { timeoutMs: number; heapMb: number } {
  return { timeoutMs: fromEnv('IMPORT_PARSE_TIMEOUT_MS', 60_000), heapMb: fromEnv('IMPORT_PARSE_HEAP_MB', 512) };
}
