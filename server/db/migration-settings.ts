import type { Kysely, Migration } from 'kysely';
import { withId } from './columns';
import { SYSTEM_MENUS } from './system-menus';
import type { Dialect } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
type AnyDb = Kysely<any>;

/** The console's menus for one tenant (skips codes the tenant already has). */
export async function insertSystemMenus(db: AnyDb, tenantId: string): Promise<void> {
  for (const m of SYSTEM_MENUS) {
    await db.insertInto('menus').values({
      tenant_id: tenantId, code: m.code, parent_code: m.parentCode, name: m.names['en-US'], icon: m.icon,
      position: m.position, sort: m.sort, function_code: null, pack_id: null,
      front_path: m.frontPath, hidden: 0, names: JSON.stringify(m.names), system: 1,
    }).onConflict((oc) => oc.columns(['tenant_id', 'code']).doNothing()).execute();
  }
}

/**
 * 008: system settings (issue 15): departments, posts, a member's department, post,
 * supervisors and disabled flag per company, editable menus (route, hidden, names per
 * language), tenant dictionaries and the operation log.
 */
export function createSettingsMigration(dialect: Dialect): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      await id(db.schema.createTable('departments'))
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('parent_id', 'integer')
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('manager_id', 'integer')
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await id(db.schema.createTable('posts'))
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('code', 'varchar(64)', (c) => c.notNull())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('posts_tenant_code', ['tenant_id', 'code'])
        .execute();
      for (const col of ['department_id', 'post_id', 'supervisor1_id', 'supervisor2_id']) {
        await db.schema.alterTable('user_tenants').addColumn(col, 'integer').execute();
      }
      await db.schema.alterTable('user_tenants').addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('tenants').addColumn('time2lock', 'integer').execute();
      await db.schema.alterTable('tenants').addColumn('password_policy', 'varchar(16)', (c) => c.notNull().defaultTo('basic')).execute();
      await db.schema.alterTable('tenants').addColumn('credit_code', 'varchar(18)').execute();
      await db.schema.alterTable('tenants').addColumn('recommend_code', 'varchar(64)').execute();
      await withId(dialect, true)(db.schema.createTable('sms_codes'))
        .addColumn('mobile', 'varchar(32)', (c) => c.notNull())
        .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sms_codes_mobile').on('sms_codes').columns(['mobile', 'purpose', 'created_at']).execute();
      await db.schema.alterTable('menus').addColumn('front_path', 'varchar(300)').execute();
      await db.schema.alterTable('menus').addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('menus').addColumn('names', 'text').execute();
      await db.schema.alterTable('menus').addColumn('system', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await id(db.schema.createTable('dict_types'))
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('code', 'varchar(64)', (c) => c.notNull())
        .addColumn('names', 'text', (c) => c.notNull())
        .addColumn('tree', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('dict_types_tenant_code', ['tenant_id', 'code'])
        .execute();
      await id(db.schema.createTable('dict_items'))
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('type_id', 'integer', (c) => c.notNull().references('dict_types.id'))
        .addColumn('parent_id', 'integer')
        .addColumn('code', 'varchar(64)', (c) => c.notNull())
        .addColumn('names', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('dict_items_type_code', ['type_id', 'code'])
        .execute();
      await withId(dialect, true)(db.schema.createTable('op_logs'))
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('user_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('area', 'varchar(32)', (c) => c.notNull())
        .addColumn('action', 'varchar(32)', (c) => c.notNull())
        .addColumn('target', 'varchar(300)', (c) => c.notNull())
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('op_logs_tenant_at').on('op_logs').columns(['tenant_id', 'at']).execute();
      await db.schema.createIndex('departments_tenant').on('departments').columns(['tenant_id', 'parent_id']).execute();
      const tenants = await db.selectFrom('tenants').select('id').execute();
      for (const t of tenants) await insertSystemMenus(db, t.id as string);
    },
  };
}
