import type { Kysely } from 'kysely';
import type { DB } from '../db';

export interface Person {
  id: number;
  userName: string;
  fullName: string;
}

/** The people a flow addresses, always members of the tenant. */
export function createPeopleData(db: Kysely<DB>, tenantId: string) {
  const members = () => db.selectFrom('users')
    .innerJoin('user_tenants', (j) => j.onRef('user_tenants.user_id', '=', 'users.id').on('user_tenants.tenant_id', '=', tenantId))
    .select(['users.id as id', 'users.user_name as userName', 'users.full_name as fullName']);

  return {
    /** Members by user name (pack flows name users portably); unknown names are left out. */
    byNames(names: string[]): Promise<Person[]> {
      if (!names.length) return Promise.resolve([]);
      return members().where('users.user_name', 'in', names).execute();
    },

    byIds(ids: number[]): Promise<Person[]> {
      if (!ids.length) return Promise.resolve([]);
      return members().where('users.id', 'in', ids).execute();
    },

    /** Members holding a role of this tenant, by user id. */
    withRole(roleCode: string): Promise<Person[]> {
      return members()
        .innerJoin('user_roles', (j) => j.onRef('user_roles.user_id', '=', 'users.id').on('user_roles.tenant_id', '=', tenantId))
        .innerJoin('roles', (j) => j.onRef('roles.id', '=', 'user_roles.role_id').on('roles.tenant_id', '=', tenantId))
        .where('roles.code', '=', roleCode).orderBy('users.id').execute();
    },

    /** The supervisor `level` steps up from a user, if that chain exists and ends at a member. */
    async supervisor(userId: number, level: number): Promise<Person | undefined> {
      let current: number | null = userId;
      for (let i = 0; i < level && current !== null; i++) {
        const row: { supervisor_id: number | null } | undefined = await db.selectFrom('users')
          .select('supervisor_id').where('id', '=', current).executeTakeFirst();
        current = row?.supervisor_id ?? null;
      }
      if (current === null || current === userId) return undefined;
      return members().where('users.id', '=', current).executeTakeFirst();
    },
  };
}

export type PeopleData = ReturnType<typeof createPeopleData>;
