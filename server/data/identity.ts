import type { Kysely, Selectable } from 'kysely';
import type { DB, SessionsTable, UsersTable } from '../db';
import { mobileChecked } from './unique-violation';

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;

export interface SessionWithUser extends SessionRow {
  time2lock: number;
}

/**
 * Queries that run before a tenant is known (sign-in, session lookup) or that
 * create tenants and users. Everything else goes through `forTenant`.
 */
export function createIdentityData(db: Kysely<DB>) {
  return {
    async isEmpty(): Promise<boolean> {
      const row = await db.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
      return !row;
    },

    /** A new company; a registered one starts with `settingFlag` 0 (first-time setup pending). */
    async createTenant(t: { id: string; corpName: string; now: number; settingFlag?: number; creditCode?: string; recommendCode?: string | null; trialEndsAt?: number }): Promise<void> {
      await db.insertInto('tenants')
        .values({
          id: t.id, corp_name: t.corpName, logo_url: null, setting_flag: t.settingFlag ?? 1, agent_status: 0, created_at: t.now,
          ...(t.creditCode ? { credit_code: t.creditCode } : {}), ...(t.recommendCode ? { recommend_code: t.recommendCode } : {}),
          ...(t.trialEndsAt ? { tenant_status: 1, valid_end_date: t.trialEndsAt } : {}),
        })
        .execute();
    },

    /** A company already registered under this credit code or name (registration asks before going on). */
    findTenantByCreditOrName(creditCode: string, corpName: string): Promise<{ id: string; corpName: string } | undefined> {
      return db.selectFrom('tenants').select(['id', 'corp_name as corpName'])
        .where((eb) => eb.or([eb('credit_code', '=', creditCode), eb('corp_name', '=', corpName)])).executeTakeFirst();
    },

    async createUser(u: { userName: string; fullName: string; mobilePhone: string | null; passwordHash: string; defaultTenantId: string; now: number }): Promise<number> {
      const row = await mobileChecked(() => db.insertInto('users').values({
        user_name: u.userName, full_name: u.fullName, mobile_phone: u.mobilePhone || null, portrait_url: null,
        password_hash: u.passwordHash, time2lock: 3600, default_tenant_id: u.defaultTenantId,
        supervisor_id: null, created_at: u.now,
      }).returning('id').executeTakeFirstOrThrow());
      return row.id;
    },

    async setSupervisor(userId: number, supervisorId: number | null): Promise<void> {
      await db.updateTable('users').set({ supervisor_id: supervisorId }).where('id', '=', userId).execute();
    },

    async updateNames(userId: number, fullName: string, mobilePhone: string): Promise<void> {
      await mobileChecked(() => db.updateTable('users').set({ full_name: fullName, mobile_phone: mobilePhone || null }).where('id', '=', userId).execute());
    },

    async setPassword(userId: number, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    },

    async addMembership(userId: number, tenantId: string): Promise<void> {
      await db.insertInto('user_tenants').values({ user_id: userId, tenant_id: tenantId }).execute();
    },

    findUserByName(userName: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('user_name', '=', userName).executeTakeFirst();
    },

    /** The user with this mobile number (one at most: migration 026; the company invite finds people by mobile). */
    findUserByMobile(mobilePhone: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('mobile_phone', '=', mobilePhone).orderBy('id').executeTakeFirst();
    },

    findUser(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async isMember(userId: number, tenantId: string): Promise<boolean> {
      const row = await db.selectFrom('user_tenants').select('user_id')
        .where('user_id', '=', userId).where('tenant_id', '=', tenantId).where('disabled', '=', 0).executeTakeFirst();
      return !!row;
    },

    /** The companies a user belongs to, for the company switcher. */
    listUserTenants(userId: number): Promise<{ tenantId: string; corpName: string }[]> {
      return db.selectFrom('user_tenants').innerJoin('tenants', 'tenants.id', 'user_tenants.tenant_id')
        .select(['tenants.id as tenantId', 'tenants.corp_name as corpName'])
        .where('user_tenants.user_id', '=', userId).where('user_tenants.disabled', '=', 0).orderBy('tenants.id').execute();
    },

    async createSession(s: { tokenHash: string; tenantId: string; userId: number; now: number; expiresAt: number }): Promise<void> {
      await db.insertInto('sessions').values({
        token_hash: s.tokenHash, tenant_id: s.tenantId, user_id: s.userId,
        created_at: s.now, last_seen_at: s.now, expires_at: s.expiresAt,
      }).execute();
    },

    findSession(tokenHash: string): Promise<SessionWithUser | undefined> {
      // The company's lock time wins over the user's own (system settings, migration 008).
      return db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id')
        .innerJoin('tenants', 'tenants.id', 'sessions.tenant_id')
        .selectAll('sessions').select((eb) => eb.fn.coalesce('tenants.time2lock', 'users.time2lock').as('time2lock'))
        .where('sessions.token_hash', '=', tokenHash).executeTakeFirst();
    },

    async touchSession(id: number, now: number): Promise<void> {
      await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
    },

    async deleteSession(id: number): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },

    async deleteExpiredSessions(now: number): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<', now).execute();
    },
  };
}

export type IdentityData = ReturnType<typeof createIdentityData>;
