import type { Kysely } from 'kysely';
import type { DB } from '../db';

/** A role of the tenant. */
export interface TenantRole { id: number; code: string; name: string }

/**
 * What function design needs besides drafts: the tenant's roles and their
 * grants on a function's menus, who published, and people's names.
 */
export function createDesignGrantData(db: Kysely<DB>, tenantId: string) {
  return {
    listRoles(): Promise<TenantRole[]> {
      return db.selectFrom('roles').select(['id', 'code', 'name']).where('tenant_id', '=', tenantId).orderBy('id').execute();
    },

    /** Role grants on the given menus, by role code. */
    async menuGrants(menuCodes: string[]): Promise<{ code: string; name: string; menu: string }[]> {
      if (!menuCodes.length) return [];
      const rows = await db.selectFrom('role_menus').innerJoin('roles', 'roles.id', 'role_menus.role_id')
        .select(['roles.code', 'roles.name', 'role_menus.menu_code'])
        .where('role_menus.tenant_id', '=', tenantId).where('roles.tenant_id', '=', tenantId)
        .where('role_menus.menu_code', 'in', menuCodes).orderBy('roles.id').orderBy('role_menus.menu_code').execute();
      return rows.map((r) => ({ code: r.code, name: r.name, menu: r.menu_code }));
    },

    /** Makes `roleIds` exactly the roles granted each of `menuCodes`. */
    async setMenuGrants(menuCodes: string[], roleIds: number[]): Promise<void> {
      if (!menuCodes.length) return;
      let stale = db.deleteFrom('role_menus').where('tenant_id', '=', tenantId).where('menu_code', 'in', menuCodes);
      if (roleIds.length) stale = stale.where('role_id', 'not in', roleIds);
      await stale.execute();
      if (!roleIds.length) return;
      const rows = menuCodes.flatMap((menu_code) => roleIds.map((role_id) => ({ tenant_id: tenantId, role_id, menu_code })));
      await db.insertInto('role_menus').values(rows).onConflict((oc) => oc.doNothing()).execute();
    },

    /** Records who published a version (and so the function, last). */
    async setPublisher(fnId: number, version: number, userId: number): Promise<void> {
      await db.updateTable('functions').set({ published_by: userId }).where('tenant_id', '=', tenantId).where('id', '=', fnId).execute();
      await db.updateTable('function_versions').set({ created_by: userId })
        .where('tenant_id', '=', tenantId).where('fn_id', '=', fnId).where('version', '=', version).execute();
    },

    /** Full names of members of this tenant by user id. */
    async memberNames(ids: number[]): Promise<Map<number, string>> {
      const unique = [...new Set(ids)];
      if (!unique.length) return new Map();
      const rows = await db.selectFrom('users').innerJoin('user_tenants', 'user_tenants.user_id', 'users.id')
        .select(['users.id', 'users.full_name']).where('user_tenants.tenant_id', '=', tenantId).where('users.id', 'in', unique).execute();
      return new Map(rows.map((r) => [r.id, r.full_name]));
    },
  };
}
