import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * 019: the translations a designer draft carries (issue 12 item 8), by language and text:
 * `{"en-US": {"<text as the definition holds it>": "..."}}` as JSON; null when none.
 * Publishing writes them into the new version's and the pack's locales.
 */
export function createDraftLocalesMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('function_drafts').addColumn('locales', 'text').execute();
    },
  };
}
