import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * 020: a pack menu's view of its function's list (`menus.view`, JSON: fixed search
 * values, a narrower scope, columns; docs/packs.md "Menu views"). NULL: the whole list.
 */
export function createMenuViewsMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('menus').addColumn('view', 'text').execute();
    },
  };
}
