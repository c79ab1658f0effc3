import type { Kysely } from 'kysely';
import type { DB } from '../db';

/** Verification codes sent by SMS; only their hashes are stored. */
export function createSmsCodeData(db: Kysely<DB>) {
  return {
    async latest(mobile: string, purpose: string) {
      return db.selectFrom('sms_codes').selectAll().where('mobile', '=', mobile).where('purpose', '=', purpose)
        .orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
    },
    async add(c: { mobile: string; purpose: string; codeHash: string; now: number; expiresAt: number }): Promise<void> {
      await db.insertInto('sms_codes').values({ mobile: c.mobile, purpose: c.purpose, code_hash: c.codeHash, created_at: c.now, expires_at: c.expiresAt }).execute();
    },
    async countAttempt(id: number): Promise<void> {
      await db.updateTable('sms_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', id).execute();
    },
    async consume(id: number): Promise<void> {
      await db.deleteFrom('sms_codes').where('id', '=', id).execute();
    },
  };
}
