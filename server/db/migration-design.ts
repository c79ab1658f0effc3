import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * 005: who published a function (the function list's "updater") and who
 * published each version (version history). Null for versions installed from a pack.
 */
export function createDesignMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('functions').addColumn('published_by', 'integer').execute();
      await db.schema.alterTable('function_versions').addColumn('created_by', 'integer').execute();
    },
  };
}
