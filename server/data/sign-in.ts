import type { Kysely } from 'kysely';
import type { DB } from '../db';

/** A challenge as stored: what it expects, who asked, until when. */
export interface ChallengeRow {
  kind: string;
  payload: string;
  address: string;
  expiresAt: number;
}

/**
 * Sign-in challenges (slider puzzles, passed checks, OpenID Connect sign-ins
 * under way), linked provider identities and ending a user's sessions. Rows
 * are shared by every server process; challenges are taken once.
 */
export function createSignInData(db: Kysely<DB>) {
  return {
    async addChallenge(c: { idHash: string; kind: string; payload: string; address: string; now: number; expiresAt: number }): Promise<void> {
      await db.insertInto('auth_challenges').values({
        id_hash: c.idHash, kind: c.kind, payload: c.payload, address: c.address, created_at: c.now, expires_at: c.expiresAt,
      }).execute();
    },

    /** Takes a challenge once: deleted as it is read, so a second use finds nothing. Expired ones answer undefined. */
    async takeChallenge(idHash: string, kind: string, now: number): Promise<ChallengeRow | undefined> {
      const row = await db.deleteFrom('auth_challenges').where('id_hash', '=', idHash).where('kind', '=', kind)
        .returning(['kind', 'payload', 'address', 'expires_at']).executeTakeFirst();
      if (!row || Number(row.expires_at) <= now) return undefined;
      return { kind: row.kind, payload: row.payload, address: row.address, expiresAt: Number(row.expires_at) };
    },

    /** Drops expired challenges, then keeps at most `keep - 1` of one address's live ones of a kind (oldest go). */
    async trimChallenges(address: string, kind: string, keep: number, now: number): Promise<void> {
      await db.deleteFrom('auth_challenges').where('expires_at', '<=', now).execute();
      const live = await db.selectFrom('auth_challenges').select('id_hash').where('address', '=', address).where('kind', '=', kind)
        .orderBy('created_at', 'desc').orderBy('id_hash').offset(Math.max(0, keep - 1)).limit(1000).execute();
      if (live.length) await db.deleteFrom('auth_challenges').where('id_hash', 'in', live.map((r) => r.id_hash)).execute();
    },

    async findLinkedUser(issuer: string, subject: string): Promise<number | undefined> {
      const row = await db.selectFrom('user_identities').select('user_id').where('issuer', '=', issuer).where('subject', '=', subject).executeTakeFirst();
      return row ? Number(row.user_id) : undefined;
    },

    async linkIdentity(issuer: string, subject: string, userId: number, now: number): Promise<void> {
      await db.insertInto('user_identities').values({ issuer, subject, user_id: userId, created_at: now }).execute();
    },

    /** The company a plain sign-in enters. */
    async setDefaultTenant(userId: number, tenantId: string): Promise<void> {
      await db.updateTable('users').set({ default_tenant_id: tenantId }).where('id', '=', userId).execute();
    },

    /** Ends every session of a user (password changed or reset). */
    async endUserSessions(userId: number): Promise<void> {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },
  };
}

export type SignInData = ReturnType<typeof createSignInData>;
