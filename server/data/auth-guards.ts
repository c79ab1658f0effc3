import type { Kysely } from 'kysely';
import type { DB } from '../db';

/** One key's record of failed attempts. */
export interface ThrottleState {
  failures: number;
  firstFailureAt: number;
  blockedUntil: number;
}

/** Who redeemed a ticket: the session it was issued to. */
export interface TicketHolder {
  subject: string;
  sessionId: number;
  tenantId: string;
  userId: number;
}

/**
 * Failed sign-in / unlock attempts and single-purpose tickets: rows every
 * server process shares, so limits hold however many processes run.
 */
export function createAuthGuardData(db: Kysely<DB>) {
  return {
    async readThrottle(key: string): Promise<ThrottleState | undefined> {
      const row = await db.selectFrom('auth_throttle').selectAll().where('key', '=', key).executeTakeFirst();
      return row && { failures: Number(row.failures), firstFailureAt: Number(row.first_failure_at), blockedUntil: Number(row.blocked_until) };
    },

    /** Writes a key's state (insert or replace). */
    async writeThrottle(key: string, s: ThrottleState): Promise<void> {
      const values = { failures: s.failures, first_failure_at: s.firstFailureAt, blocked_until: s.blockedUntil };
      await db.insertInto('auth_throttle').values({ key, ...values })
        .onConflict((oc) => oc.column('key').doUpdateSet(values)).execute();
    },

    async clearThrottle(key: string): Promise<void> {
      await db.deleteFrom('auth_throttle').where('key', '=', key).execute();
    },

    /** Drops keys whose window and block ended before `before`. */
    async purgeThrottle(before: number): Promise<void> {
      await db.deleteFrom('auth_throttle').where('first_failure_at', '<', before).where('blocked_until', '<', before).execute();
    },

    async createTicket(t: { ticketHash: string; purpose: string; subject: string; sessionId: number; expiresAt: number }): Promise<void> {
      await db.insertInto('auth_tickets').values({
        ticket_hash: t.ticketHash, purpose: t.purpose, subject: t.subject, session_id: t.sessionId, expires_at: t.expiresAt,
      }).execute();
    },

    /** Takes a ticket once: it is deleted as it is read, so a second use finds nothing. */
    async takeTicket(ticketHash: string, purpose: string, now: number): Promise<TicketHolder | undefined> {
      const row = await db.deleteFrom('auth_tickets').where('ticket_hash', '=', ticketHash).where('purpose', '=', purpose)
        .returning(['subject', 'session_id', 'expires_at']).executeTakeFirst();
      await db.deleteFrom('auth_tickets').where('expires_at', '<', now).execute();
      if (!row || Number(row.expires_at) <= now) return undefined;
      // The ticket is only as good as the session that asked for it: ended or expired, it opens nothing.
      const session = await db.selectFrom('sessions').select(['tenant_id', 'user_id', 'expires_at'])
        .where('id', '=', Number(row.session_id)).executeTakeFirst();
      if (!session || Number(session.expires_at) <= now) return undefined;
      return { subject: row.subject, sessionId: Number(row.session_id), tenantId: session.tenant_id, userId: Number(session.user_id) };
    },
  };
}

export type AuthGuardData = ReturnType<typeof createAuthGuardData>;
