import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Dialect } from './types';
import { withId } from './columns';
import { createWorkflowMigration } from './migration-workflow';
import { createEngineMigration } from './migration-engine';
import { createWorkflowLogMigration } from './migration-workflow-log';
import { createDesignMigration } from './migration-design';
import { createIntegrityMigration } from './migration-integrity';
import { createSecurityMigration } from './migration-security';
import { createSettingsMigration } from './migration-settings';
import { createShellMigration } from './migration-shell';
import { createRoleButtonsMigration } from './migration-role-buttons';
import { createPerfMigration } from './migration-perf';
import { createImportJobsMigration } from './migration-import-jobs';
import { createTenantVersionMigration } from './migration-tenant-version';
import { createSignInMigration } from './migration-signin';
import { createAgentMigration } from './migration-agent';
import { createMenuViewsMigration } from './migration-menu-views';
import { createDraftLocalesMigration } from './migration-draft-locales';
import { createRollupStatementsMigration, createRollupMigration } from './migration-rollups';
import { createRecordCountShardsMigration, createRecordCountsMigration } from './migration-record-counts';
import { createCreatorIndexMigration } from './migration-creator-index';
import { createPendingIndexMigration } from './migration-pending-index';
import { createStagedShadowsMigration } from './migration-staged-shadows';
import { createPublishSetsMigration } from './migration-publish-sets';
import { createRollupDimsMigration } from './migration-rollup-dims';
import { createCacheStampMigration } from './migration-cache-stamp';
import { createMobileUniqueMigration } from './migration-mobile-unique';
import { createLiveShadowsMigration, createRecordShadowsMigration } from './migration-record-shadows';

type AnyDb = Kysely<unknown>;

function createInit(dialect: Dialect): Migration {
  const id = withId(dialect);
  const jsonb = dialect === 'postgres' ? sql`jsonb` : sql`text`;
  return {
    async up(db: AnyDb) {
      await db.schema.createTable('tenants')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('corp_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('logo_url', 'varchar(500)')
        .addColumn('setting_flag', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('agent_status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await id(db.schema.createTable('users'))
        .addColumn('user_name', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('mobile_phone', 'varchar(32)')
        .addColumn('portrait_url', 'varchar(500)')
        .addColumn('password_hash', 'varchar(300)', (c) => c.notNull())
        .addColumn('time2lock', 'integer', (c) => c.notNull().defaultTo(3600))
        .addColumn('default_tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('supervisor_id', 'integer', (c) => c.references('users.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createTable('user_tenants')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addPrimaryKeyConstraint('user_tenants_pk', ['user_id', 'tenant_id'])
        .execute();
      await id(db.schema.createTable('roles'))
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('code', 'varchar(64)', (c) => c.notNull())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addUniqueConstraint('roles_tenant_code', ['tenant_id', 'code'])
        .execute();
      await db.schema.createTable('user_roles')
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
        .addPrimaryKeyConstraint('user_roles_pk', ['tenant_id', 'user_id', 'role_id'])
        .execute();
      await db.schema.createTable('role_menus')
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
        .addColumn('menu_code', 'varchar(64)', (c) => c.notNull())
        .addPrimaryKeyConstraint('role_menus_pk', ['tenant_id', 'role_id', 'menu_code'])
        .execute();
      await id(db.schema.createTable('packs'))
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('pack_key', 'varchar(64)', (c) => c.notNull())
        .addColumn('version', 'varchar(64)', (c) => c.notNull())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('locales', 'text', (c) => c.notNull())
        .addColumn('installed_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('packs_tenant_key', ['tenant_id', 'pack_key'])
        .execute();
      await id(db.schema.createTable('menus'))
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('code', 'varchar(64)', (c) => c.notNull())
        .addColumn('parent_code', 'varchar(64)')
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('icon', 'varchar(100)')
        .addColumn('position', 'varchar(32)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('function_code', 'varchar(64)')
        .addColumn('pack_id', 'integer', (c) => c.references('packs.id'))
        .addUniqueConstraint('menus_tenant_code', ['tenant_id', 'code'])
        .execute();
      await id(db.schema.createTable('functions'))
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('pack_id', 'integer', (c) => c.notNull().references('packs.id'))
        .addColumn('code', 'varchar(64)', (c) => c.notNull())
        .addColumn('current_version', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('functions_tenant_code', ['tenant_id', 'code'])
        .execute();
      await id(db.schema.createTable('function_versions'))
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('fn_id', 'integer', (c) => c.notNull().references('functions.id'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('pack_version', 'varchar(64)', (c) => c.notNull())
        .addColumn('definition', 'text', (c) => c.notNull())
        .addColumn('lookups', 'text', (c) => c.notNull())
        .addColumn('locales', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('function_versions_fn_version', ['fn_id', 'version'])
        .execute();
      await db.schema.createTable('lookups')
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('code', 'varchar(64)', (c) => c.notNull())
        .addColumn('items', 'text', (c) => c.notNull())
        .addColumn('pack_id', 'integer', (c) => c.notNull().references('packs.id'))
        .addPrimaryKeyConstraint('lookups_pk', ['tenant_id', 'kind', 'code'])
        .execute();
      await withId(dialect, true)(db.schema.createTable('sessions'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await withId(dialect, true)(db.schema.createTable('fn_records'))
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('fn_id', 'integer', (c) => c.notNull().references('functions.id'))
        .addColumn('fn_version', 'integer', (c) => c.notNull())
        .addColumn('data', jsonb, (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('fn_records_list').on('fn_records')
        .columns(['tenant_id', 'fn_id', 'created_at']).execute();
      await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id']).execute();
    },
  };
}

/** In-code migrations, the same on both dialects. */
export function createMigrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: async () => ({ '001_init': createInit(dialect), '002_workflow': createWorkflowMigration(dialect),
    '003_engine': createEngineMigration(dialect), '004_workflow_log': createWorkflowLogMigration(dialect),
    '005_design': createDesignMigration(),
    '006_integrity': createIntegrityMigration(dialect),
    '007_security': createSecurityMigration(),
    '008_settings': createSettingsMigration(dialect),
    '011_shell': createShellMigration(dialect),
    '012_role_buttons': createRoleButtonsMigration(),
    '013_perf': createPerfMigration(dialect),
    '014_import_jobs': createImportJobsMigration(),
    '015_agent': createAgentMigration(dialect),
    '016_signin': createSignInMigration(dialect),
    '017_dashboard_rollups': createRollupMigration(dialect),
    '018_tenant_version': createTenantVersionMigration(),
    '019_draft_locales': createDraftLocalesMigration(),
    '020_menu_views': createMenuViewsMigration(),
    '021_record_counts': createRecordCountsMigration(dialect),
    '022_rollup_dims': createRollupDimsMigration(dialect),
    '023_creator_index': createCreatorIndexMigration(),
    '025_cache_stamp': createCacheStampMigration(dialect),
    '026_mobile_unique': createMobileUniqueMigration(),
    '027_record_shadows': createRecordShadowsMigration(dialect),
    '028_record_count_shards': createRecordCountShardsMigration(dialect),
    '029_rollup_statements': createRollupStatementsMigration(dialect),
    '030_live_record_shadows': createLiveShadowsMigration(dialect),
    '031_pending_tasks_index': createPendingIndexMigration(),
    '032_staged_shadows': createStagedShadowsMigration(dialect),
    '033_publish_sets': createPublishSetsMigration(dialect),
  }) };
}
