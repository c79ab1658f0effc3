import { sql, type Kysely, type Migration } from 'kysely';

/** The unique index that keeps one account per mobile number. */
export const MOBILE_INDEX = 'users_mobile_unique';

/**
 * 026: a mobile number names one account (SMS sign-in, forgotten passwords, invitations,
 * single sign-on by phone). Saves checked it, but two saves at once could both pass the check.
 * Where accounts already share a number, the oldest keeps it: every look-up by mobile already
 * answered that one, so the others could never be reached through it. Empty numbers are no number.
 */
export function createMobileUniqueMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`UPDATE users SET mobile_phone = NULL WHERE mobile_phone = ''`.execute(db);
      await sql`UPDATE users SET mobile_phone = NULL WHERE mobile_phone IS NOT NULL
        AND id > (SELECT min(u.id) FROM users u WHERE u.mobile_phone = users.mobile_phone)`.execute(db);
      await sql`CREATE UNIQUE INDEX ${sql.id(MOBILE_INDEX)} ON users (mobile_phone) WHERE mobile_phone IS NOT NULL`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`DROP INDEX ${sql.id(MOBILE_INDEX)}`.execute(db);
    },
  };
}
