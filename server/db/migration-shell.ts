import { sql, type Kysely, type Migration } from 'kysely';
import { withId } from './columns';
import type { Dialect } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
type AnyDb = Kysely<any>;

/**
 * 011: the shell (issue 16). Letters get a trash state, a category (internal
 * messages) and a list position (`moved_at`: an item moved to another list goes
 * on top of it); script errors of the browser are kept for administrators.
 */
export function createShellMigration(dialect: Dialect): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('station_letters').addColumn('trashed_at', 'bigint').execute();
      await db.schema.alterTable('station_letters').addColumn('moved_at', 'bigint').execute();
      await db.schema.alterTable('station_letters').addColumn('category_code', 'varchar(32)').execute();
      await sql`update station_letters set moved_at = created_at`.execute(db);
      for (const type of ['task', 'cc', 'result']) {
        await sql`update station_letters set category_code = ${type} where biz like ${`%"type":"${type}"%`}`.execute(db);
      }
      await id(db.schema.createTable('error_logs'))
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('type', 'varchar(32)', (c) => c.notNull())
        .addColumn('code', 'integer', (c) => c.notNull())
        .addColumn('message', 'varchar(2000)', (c) => c.notNull())
        .addColumn('stack', 'text')
        .addColumn('url', 'varchar(2000)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('error_logs_tenant').on('error_logs').columns(['tenant_id', 'created_at']).execute();
    },
  };
}
