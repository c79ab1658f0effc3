import type { Kysely } from 'kysely';
import type { DB } from '../db';

/** One grant: a role may do `action` on `fnCode`'s records within `scope`. */
export interface ScopeGrant {
  fnCode: string;
  action: string;
  scope: string;
}

/** Data scopes roles grant per function and action (`role_data_scopes`). */
export function createRoleScopeData(db: Kysely<DB>, tenantId: string) {
  return {
    /** The scopes the user's roles grant for one function and action (empty: no role says anything). */
    async ofUser(userId: number, fnCode: string, action: string): Promise<string[]> {
      const rows = await db.selectFrom('role_data_scopes').innerJoin('user_roles', (j) => j
        .onRef('user_roles.role_id', '=', 'role_data_scopes.role_id').on('user_roles.tenant_id', '=', tenantId))
        .select('role_data_scopes.scope').distinct()
        .where('role_data_scopes.tenant_id', '=', tenantId).where('user_roles.user_id', '=', userId)
        .where('role_data_scopes.fn_code', '=', fnCode).where('role_data_scopes.action', '=', action).execute();
      return rows.map((r) => r.scope);
    },

    /** Every grant of a role, optionally of one function. */
    async ofRole(roleId: number, fnCode?: string): Promise<ScopeGrant[]> {
      let q = db.selectFrom('role_data_scopes').select(['fn_code', 'action', 'scope'])
        .where('tenant_id', '=', tenantId).where('role_id', '=', roleId);
      if (fnCode !== undefined) q = q.where('fn_code', '=', fnCode);
      const rows = await q.orderBy('fn_code').orderBy('action').orderBy('scope').execute();
      return rows.map((r) => ({ fnCode: r.fn_code, action: r.action, scope: r.scope }));
    },

    /** Makes `grants` exactly the role's scopes on `fnCode` (call inside a transaction). */
    async replace(roleId: number, fnCode: string, grants: { action: string; scope: string }[]): Promise<void> {
      await db.deleteFrom('role_data_scopes').where('tenant_id', '=', tenantId).where('role_id', '=', roleId)
        .where('fn_code', '=', fnCode).execute();
      if (!grants.length) return;
      await db.insertInto('role_data_scopes')
        .values(grants.map((g) => ({ tenant_id: tenantId, role_id: roleId, fn_code: fnCode, action: g.action, scope: g.scope })))
        .execute();
    },

    /** Whether the role belongs to this tenant. */
    async roleExists(roleId: number): Promise<boolean> {
      return !!(await db.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).where('id', '=', roleId).executeTakeFirst());
    },
  };
}
