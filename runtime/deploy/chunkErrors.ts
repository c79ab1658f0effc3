/** Whether an error is a failed code or style chunk (spec 000 section 8.3: ChunkLoadError, CSS_CHUNK_LOAD_FAILED). */
export function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: string; message?: string; code?: string } | null;
  if (!e) return false;
  if (e.name === 'ChunkLoadError' || e.code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS|Failed to load module script/i
    .test(String(e.message ?? '').slice(0, 500));
}
