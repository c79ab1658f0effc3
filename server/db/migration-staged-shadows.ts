import type { Kysely, Migration } from 'kysely';
import { rewriteAllShadowTriggers } from './record-shadow';
import type { Dialect } from './types';

/**
 * 032: the shadow triggers leave an import's staged records alone; its publish fills their shadow
 * and trigram rows one statement per table (`fillStagedShadows`). A job staged before this
 * migration is published the same way: the fill replaces the trigram rows its triggers wrote.
 */
export function createStagedShadowsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await rewriteAllShadowTriggers(db, dialect);
    },
  };
}
