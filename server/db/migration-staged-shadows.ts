import type { Kysely, Migration } from 'kysely';
import { rewriteAllShadowTriggers } from './record-shadow';
import { dropStagedTrigramRows } from './staged-shadows';
import type { Dialect } from './types';

/**
 * 032: the shadow triggers leave an import's staged records alone; its publish fills their shadow
 * and trigram rows one statement per table (`fillStagedShadows`).
 *
 * SQLite: a job staged before this migration belonged to the process that stopped, and the start-up
 * sweep discards it; the trigram rows its triggers wrote would outlive it (the delete trigger now
 * skips staged rows), so they go here. PostgreSQL: another process may still be importing on older
 * code; its bare publish keeps the shadow rows through the trigger (STAGED_FILL_SETTING).
 */
export function createStagedShadowsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await rewriteAllShadowTriggers(db, dialect);
      if (dialect === 'sqlite') await dropStagedTrigramRows(db);
    },
  };
}
