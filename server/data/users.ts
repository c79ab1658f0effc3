import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { DB, Dialect, TenantsTable } from '../db';
import type { UserRow } from './identity';
import { containsText } from './json-field';

export type TenantRow = Selectable<TenantsTable>;

export interface UserListQuery {
  offset: number;
  limit: number;
  fullName?: string;
}

/** The tenant, its members and their roles, always scoped to `tenantId`. */
export function createUserData(db: Kysely<DB>, dialect: Dialect, tenantId: string) {
  const members = () => db.selectFrom('users')
    .innerJoin('user_tenants', (j) => j.onRef('user_tenants.user_id', '=', 'users.id').on('user_tenants.tenant_id', '=', tenantId));

  return {
    getTenant(): Promise<TenantRow | undefined> {
      return db.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirst();
    },

    /** A user of this tenant, or undefined when the user does not belong here. */
    getMember(userId: number): Promise<UserRow | undefined> {
      return members().selectAll('users').where('users.id', '=', userId).executeTakeFirst();
    },

    /** Members whose login name or full name is one of `names` (at most 1 000 names). */
    async membersNamed(names: string[]): Promise<{ id: number; userName: string; fullName: string }[]> {
      if (!names.length) return [];
      if (names.length > 1000) throw new Error('too many names');
      return members().select(['users.id as id', 'users.user_name as userName', 'users.full_name as fullName'])
        .where((eb) => eb.or([eb('users.user_name', 'in', names), eb('users.full_name', 'in', names)]))
        .orderBy('users.id').execute();
    },

    async listMembers(q: UserListQuery): Promise<{ records: { id: number; userName: string; fullName: string }[]; total: number }> {
      let base = members();
      if (q.fullName) base = base.where(containsText(dialect, sql.ref('users.full_name'), q.fullName));
      const [records, count] = await Promise.all([
        base.select(['users.id as id', 'users.user_name as userName', 'users.full_name as fullName'])
          .orderBy('users.id').offset(q.offset).limit(q.limit).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { records, total: Number(count.n) };
    },

    async roleCodes(userId: number): Promise<string[]> {
      const rows = await db.selectFrom('user_roles').innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .select('roles.code').where('user_roles.tenant_id', '=', tenantId).where('roles.tenant_id', '=', tenantId)
        .where('user_roles.user_id', '=', userId).execute();
      return rows.map((r) => r.code);
    },

    async roleIdByCode(code: string): Promise<number | undefined> {
      const found = await db.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).where('code', '=', code).executeTakeFirst();
      return found?.id;
    },

    /** Returns the role's id, creating the role when this tenant has none with that code. */
    async ensureRole(code: string, name: string): Promise<number> {
      const found = await db.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).where('code', '=', code).executeTakeFirst();
      if (found) return found.id;
      const row = await db.insertInto('roles').values({ tenant_id: tenantId, code, name }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async assignRole(userId: number, roleId: number): Promise<void> {
      await db.insertInto('user_roles').values({ tenant_id: tenantId, user_id: userId, role_id: roleId })
        .onConflict((oc) => oc.doNothing()).execute();
    },
  };
}

export type UserData = ReturnType<typeof createUserData>;
