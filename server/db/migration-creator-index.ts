import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 023: records by creator. Staff see their own records (and their department's): without
 * this index a list page or count of someone with few records walked every record of the
 * function in creation order looking for theirs.
 */
export function createCreatorIndexMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`CREATE INDEX fn_records_creator ON fn_records (tenant_id, fn_id, created_by, created_at)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`DROP INDEX fn_records_creator`.execute(db);
    },
  };
}
