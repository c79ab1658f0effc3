import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * 012: the buttons a role grants on a menu (issue 15, "menus and their buttons"):
 * `role_menus.buttons` is a JSON list of actions (`create`, `edit`, `delete`,
 * `export`, `import`); NULL grants every button, so existing grants keep working.
 * The company's logo becomes an uploaded file (`tenants.logo_file_id`), served by
 * `/api/tenant/logo/:id`.
 */
export function createRoleButtonsMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('role_menus').addColumn('buttons', 'varchar(200)').execute();
      await db.schema.alterTable('tenants').addColumn('logo_file_id', 'varchar(64)').execute();
    },
  };
}
