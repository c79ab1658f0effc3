import { sql, type Kysely } from 'kysely';
import type { DB, Dialect } from '../db';
import { containsText } from './json-field';

/** A member as the user screen shows it. */
export interface MemberRow {
  id: number;
  userName: string;
  fullName: string;
  mobilePhone: string | null;
  departmentId: number | null;
  postId: number | null;
  supervisor1Id: number | null;
  supervisor2Id: number | null;
  disabled: boolean;
  roleIds: number[];
}

export interface MemberQuery {
  offset: number;
  limit: number;
  keyword?: string;
  departmentId?: number;
  roleId?: number;
}

export interface MemberProfile {
  departmentId: number | null;
  postId: number | null;
  supervisor1Id: number | null;
  supervisor2Id: number | null;
}

/** Members of one company with their department, post, supervisors, roles and disabled flag. */
export function createMemberData(db: Kysely<DB>, dialect: Dialect, tenantId: string) {
  const base = () => db.selectFrom('users')
    .innerJoin('user_tenants as ut', (j) => j.onRef('ut.user_id', '=', 'users.id').on('ut.tenant_id', '=', tenantId));
  const columns = ['users.id as id', 'users.user_name as userName', 'users.full_name as fullName', 'users.mobile_phone as mobilePhone',
    'ut.department_id as departmentId', 'ut.post_id as postId', 'ut.supervisor1_id as supervisor1Id',
    'ut.supervisor2_id as supervisor2Id', 'ut.disabled as disabled'] as const;

  type Row = Omit<MemberRow, 'roleIds' | 'disabled'> & { disabled: number };
  async function withRoles(rows: Row[]): Promise<MemberRow[]> {
    const ids = rows.map((r) => r.id);
    const grants = ids.length ? await db.selectFrom('user_roles').select(['user_id', 'role_id'])
      .where('tenant_id', '=', tenantId).where('user_id', 'in', ids).execute() : [];
    return rows.map((r) => ({ ...r, disabled: Number(r.disabled) === 1, roleIds: grants.filter((g) => g.user_id === r.id).map((g) => g.role_id) }));
  }

  return {
    async page(q: MemberQuery): Promise<{ records: MemberRow[]; total: number }> {
      let query = base();
      if (q.keyword) {
        const k = q.keyword;
        query = query.where((eb) => eb.or([
          containsText(dialect, sql.ref('users.full_name'), k), containsText(dialect, sql.ref('users.user_name'), k),
          containsText(dialect, sql.ref('users.mobile_phone'), k),
        ]));
      }
      if (q.departmentId) query = query.where('ut.department_id', '=', q.departmentId);
      if (q.roleId) {
        const roleId = q.roleId;
        query = query.where('users.id', 'in', db.selectFrom('user_roles').select('user_id').where('tenant_id', '=', tenantId).where('role_id', '=', roleId));
      }
      const [rows, count] = await Promise.all([
        query.select([...columns]).orderBy('users.id').offset(q.offset).limit(q.limit).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { records: await withRoles(rows), total: Number(count.n) };
    },

    async get(userId: number): Promise<MemberRow | undefined> {
      const row = await base().select([...columns]).where('users.id', '=', userId).executeTakeFirst();
      return row ? (await withRoles([row]))[0] : undefined;
    },

    /** The member's name and department in this company, without the roles (what rules see of the current user). */
    profile(userId: number): Promise<{ id: number; fullName: string; departmentId: number | null } | undefined> {
      return base().select(['users.id as id', 'users.full_name as fullName', 'ut.department_id as departmentId'])
        .where('users.id', '=', userId).executeTakeFirst();
    },

    async setProfile(userId: number, p: MemberProfile): Promise<void> {
      await db.updateTable('user_tenants').set({
        department_id: p.departmentId, post_id: p.postId, supervisor1_id: p.supervisor1Id, supervisor2_id: p.supervisor2Id,
      }).where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();
    },

    async setDisabled(userId: number, disabled: boolean): Promise<void> {
      await db.updateTable('user_tenants').set({ disabled: disabled ? 1 : 0 })
        .where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();
      if (disabled) await db.deleteFrom('sessions').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();
    },

    /** Replaces the member's roles in this company. */
    async setRoles(userId: number, roleIds: number[]): Promise<void> {
      await db.deleteFrom('user_roles').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();
      if (roleIds.length) {
        await db.insertInto('user_roles').values(roleIds.map((role_id) => ({ tenant_id: tenantId, user_id: userId, role_id }))).execute();
      }
    },

    /** Enabled members holding the role, by id (the last-administrator guard). */
    async enabledWithRole(roleId: number): Promise<number[]> {
      const rows = await db.selectFrom('user_roles')
        .innerJoin('user_tenants as ut', (j) => j.onRef('ut.user_id', '=', 'user_roles.user_id').on('ut.tenant_id', '=', tenantId))
        .select('user_roles.user_id').where('user_roles.tenant_id', '=', tenantId).where('user_roles.role_id', '=', roleId)
        .where('ut.disabled', '=', 0).execute();
      return rows.map((r) => r.user_id);
    },

    /** Members who name this user as a supervisor, or sit in this department / post. */
    async countWhere(column: 'department_id' | 'post_id' | 'supervisor1_id' | 'supervisor2_id', value: number): Promise<number> {
      const row = await db.selectFrom('user_tenants').select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', tenantId).where(column, '=', value).executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type MemberData = ReturnType<typeof createMemberData>;
