import type { Kysely, Migration } from 'kysely';
import { insertSystemMenus } from './migration-settings';

type AnyDb = Kysely<unknown>;

/**
 * 018: the company's product version (spec 000 section 3 "Version info", 4.1 banner):
 * `tenant_status` 1 trial, 2 and 3 purchased or expired variants; `valid_end_date` in
 * epoch milliseconds (NULL: no end); the banner shows within `tip_days` of the end;
 * `tip_flag` 1 lets status 2 show its renewal notice. Existing companies count as purchased
 * and get the current-version menu.
 */
export function createTenantVersionMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('tenants').addColumn('tenant_status', 'integer', (c) => c.notNull().defaultTo(2)).execute();
      await db.schema.alterTable('tenants').addColumn('valid_end_date', 'bigint').execute();
      await db.schema.alterTable('tenants').addColumn('tip_days', 'integer', (c) => c.notNull().defaultTo(7)).execute();
      await db.schema.alterTable('tenants').addColumn('tip_flag', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      // The current-version menu (S33000000000000) for companies made before it existed.
      const tenants = await (db as Kysely<{ tenants: { id: string } }>).selectFrom('tenants').select('id').execute();
      for (const t of tenants) await insertSystemMenus(db, t.id);
    },
  };
}
