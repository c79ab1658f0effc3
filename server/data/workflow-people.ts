import type { Kysely } from 'kysely';
import type { DB } from '../db';

export interface Person {
  id: number;
  userName: string;
  fullName: string;
}

/** Bounds the walk up a department tree (a cycle cannot make it loop). */
const MAX_DEPARTMENT_DEPTH = 50;

/** The people a flow addresses, always members of the tenant. */
export function createPeopleData(db: Kysely<DB>, tenantId: string) {
  /** The `level`-th distinct manager above a member, walking up from their department. */
  async function departmentManager(departmentId: number, userId: number, level: number): Promise<number | undefined> {
    const managers: number[] = [];
    let id: number | null = departmentId;
    for (let depth = 0; id !== null && depth < MAX_DEPARTMENT_DEPTH && managers.length < level; depth++) {
      const dept: { parent_id: number | null; manager_id: number | null } | undefined = await db.selectFrom('departments')
        .select(['parent_id', 'manager_id']).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
      if (!dept) break;
      if (dept.manager_id !== null && dept.manager_id !== userId && !managers.includes(dept.manager_id)) managers.push(dept.manager_id);
      id = dept.parent_id;
    }
    return managers[level - 1];
  }

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

    /**
     * The level-`level` supervisor of a member: the one set on the member for this company
     * (levels 1 and 2), else the `level`-th manager up the member's department tree (the
     * member themself skipped), else the legacy user-level chain.
     */
    async supervisor(userId: number, level: number): Promise<Person | undefined> {
      const profile = await db.selectFrom('user_tenants').select(['department_id', 'supervisor1_id', 'supervisor2_id'])
        .where('tenant_id', '=', tenantId).where('user_id', '=', userId).executeTakeFirst();
      const explicit = level === 1 ? profile?.supervisor1_id : level === 2 ? profile?.supervisor2_id : null;
      const fromDepartments = profile?.department_id ? await departmentManager(profile.department_id, userId, level) : undefined;
      let current: number | null = explicit ?? fromDepartments ?? null;
      if (current === null) {
        current = userId;
        for (let i = 0; i < level && current !== null; i++) {
          const row: { supervisor_id: number | null } | undefined = await db.selectFrom('users')
            .select('supervisor_id').where('id', '=', current).executeTakeFirst();
          current = row?.supervisor_id ?? null;
        }
      }
      if (current === null || current === userId) return undefined;
      return members().where('users.id', '=', current).executeTakeFirst();
    },
  };
}

export type PeopleData = ReturnType<typeof createPeopleData>;
