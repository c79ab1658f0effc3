import type { Kysely, Migration } from 'kysely';
import { withId } from './columns';
import { insertSystemMenus } from './migration-settings';
import type { Dialect } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
type AnyDb = Kysely<any>;

/**
 * 015: the agent programme (spec 000 sections 2.4 and 4.4). A company applies to become an
 * agent (`tenants.agent_status` 0 -> 1); each application keeps its contact, region,
 * introduction, who filed it and when, and, once signed, the contract period. Existing
 * companies get the agent menu (S902000000000000) their administrators hold.
 */
export function createAgentMigration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(dialect)(db.schema.createTable('agent_applications'))
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('contact_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('mobile', 'varchar(32)', (c) => c.notNull())
        .addColumn('region', 'varchar(100)', (c) => c.notNull())
        .addColumn('introduction', 'varchar(1000)')
        .addColumn('applied_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('applied_by_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('applied_at', 'bigint', (c) => c.notNull())
        .addColumn('contract_start', 'bigint')
        .addColumn('contract_end', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('agent_applications_tenant').on('agent_applications').columns(['tenant_id', 'applied_at']).execute();
      const tenants = await db.selectFrom('tenants').select('id').execute();
      for (const t of tenants) await insertSystemMenus(db, t.id as string);
    },
  };
}
