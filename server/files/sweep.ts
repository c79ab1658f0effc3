import { unlink } from 'node:fs/promises';
import type { TenantData } from '../data';
import { filePath } from './store';

/** A file nobody holds is kept this long (an upload waits for its record's save; error files for their download). */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
/** Files looked at per sweep (each costs one search of the tenant's records). */
const SWEEP_BATCH = 100;

/**
 * Deletes files of one tenant older than `ORPHAN_AGE_MS` that no record
 * holds (uploads whose form was never saved, a crash between upload and
 * save): the row and the bytes. Returns how many went.
 */
export async function sweepOrphanFiles(t: TenantData, dataDir: string, now: number): Promise<number> {
  let removed = 0;
  // The company logo is held by the company, not by a record.
  const logo = (await t.users.getTenant())?.logo_file_id ?? null;
  for (const file of await t.files.olderThan(now - ORPHAN_AGE_MS, SWEEP_BATCH)) {
    if (file.id === logo || (await t.fileAccess.holdersOf(file.id)).length) continue;
    await t.files.remove(file.id);
    await unlink(filePath(dataDir, t.tenantId, file.id)).catch(() => undefined);
    removed += 1;
  }
  return removed;
}
