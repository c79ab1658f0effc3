import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createMigrationProvider } from '../../../server/db/migrations';
import { migrateDatabase } from '../../../server/index';
import { databases } from '../support/databases';

describe.each(databases())('migration 015_agent ($name)', (target) => {
  it('reaches a database that already ran the later 016 and 018, adds the table and gives each company the agent menu', async () => {
    const { db: opened, drop } = await target.create();
    const db = opened.db as unknown as Kysely<any>;
    try {
      // A database made before 015 existed: every migration but 015 has run.
      const all = createMigrationProvider(opened.dialect);
      const without: MigrationProvider = {
        getMigrations: async () => Object.fromEntries(Object.entries(await all.getMigrations()).filter(([name]) => name !== '015_agent')),
      };
      const before = await new Migrator({ db, provider: without }).migrateToLatest();
      expect(before.error).toBeUndefined();
      await db.insertInto('tenants').values({ id: 't1', corp_name: 'T', created_at: Date.now() }).execute();

      await migrateDatabase(opened.db, opened.dialect);

      const menu = await db.selectFrom('menus').select(['code', 'system']).where('tenant_id', '=', 't1').where('code', '=', 'S902000000000000').executeTakeFirst();
      expect(menu).toEqual({ code: 'S902000000000000', system: 1 });
      expect(await db.selectFrom('agent_applications').select('id').execute()).toEqual([]);
      const applied = await db.selectFrom('kysely_migration').select('name').where('name', '=', '015_agent').execute();
      expect(applied).toHaveLength(1);
    } finally {
      await drop();
    }
  });
});
