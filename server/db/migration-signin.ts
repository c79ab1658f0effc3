import type { Kysely, Migration } from 'kysely';
import type { Dialect } from './types';
import { withId } from './columns';

type AnyDb = Kysely<unknown>;

/**
 * 016: sign-in challenges and linked identities (issue 16 item 3).
 * `auth_challenges` holds short-lived single-use rows every server process
 * shares: slider puzzles (`captcha`, the expected offset), passed slider checks
 * (`captchaPass`) and OpenID Connect sign-ins under way (`oidc`: nonce and PKCE
 * verifier). `user_identities` links an identity provider's subject to a user.
 */
export function createSignInMigration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.createTable('auth_challenges')
        .addColumn('id_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('address', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('auth_challenges_expiry').on('auth_challenges').columns(['expires_at']).execute();
      await db.schema.createIndex('auth_challenges_address').on('auth_challenges').columns(['address', 'kind']).execute();
      await withId(dialect)(db.schema.createTable('user_identities'))
        .addColumn('issuer', 'varchar(300)', (c) => c.notNull())
        .addColumn('subject', 'varchar(255)', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('user_identities_subject', ['issuer', 'subject'])
        .execute();
    },
  };
}
