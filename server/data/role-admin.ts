import type { Kysely } from 'kysely';
import type { DB } from '../db';

/** A menu a role grants and the buttons on it (null: every button). */
export interface MenuGrant {
  code: string;
  buttons: string[] | null;
}

/** Writing roles: the role itself, its members and the menus it grants. */
export function createRoleAdminData(db: Kysely<DB>, tenantId: string) {
  return {
    get(id: number): Promise<{ id: number; code: string; name: string } | undefined> {
      return db.selectFrom('roles').select(['id', 'code', 'name']).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    },
    findByCode(code: string): Promise<{ id: number } | undefined> {
      return db.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).where('code', '=', code).executeTakeFirst();
    },
    async save(r: { id?: number; code: string; name: string }): Promise<number> {
      if (r.id) {
        await db.updateTable('roles').set({ code: r.code, name: r.name }).where('tenant_id', '=', tenantId).where('id', '=', r.id).execute();
        return r.id;
      }
      const row = await db.insertInto('roles').values({ tenant_id: tenantId, code: r.code, name: r.name }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    async delete(id: number): Promise<void> {
      await db.deleteFrom('role_menus').where('tenant_id', '=', tenantId).where('role_id', '=', id).execute();
      await db.deleteFrom('roles').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async memberIds(roleId: number): Promise<number[]> {
      const rows = await db.selectFrom('user_roles').select('user_id').where('tenant_id', '=', tenantId).where('role_id', '=', roleId).execute();
      return rows.map((r) => r.user_id);
    },
    async addMembers(roleId: number, userIds: number[]): Promise<void> {
      if (!userIds.length) return;
      await db.insertInto('user_roles').values(userIds.map((user_id) => ({ tenant_id: tenantId, user_id, role_id: roleId })))
        .onConflict((oc) => oc.doNothing()).execute();
    },
    async removeMembers(roleId: number, userIds: number[]): Promise<void> {
      if (!userIds.length) return;
      await db.deleteFrom('user_roles').where('tenant_id', '=', tenantId).where('role_id', '=', roleId).where('user_id', 'in', userIds).execute();
    },
    async menuCodes(roleId: number): Promise<string[]> {
      const rows = await db.selectFrom('role_menus').select('menu_code').where('tenant_id', '=', tenantId).where('role_id', '=', roleId).execute();
      return rows.map((r) => r.menu_code).sort();
    },
    /** The role's menus with the buttons granted on each (null: every button). */
    async menuGrants(roleId: number): Promise<MenuGrant[]> {
      const rows = await db.selectFrom('role_menus').select(['menu_code', 'buttons']).where('tenant_id', '=', tenantId).where('role_id', '=', roleId).execute();
      return rows.map((r) => ({ code: r.menu_code, buttons: r.buttons === null ? null : (JSON.parse(r.buttons) as string[]) }))
        .sort((a, b) => a.code.localeCompare(b.code));
    },
    /** Makes these the role's menus (call inside a transaction); a code alone grants every button. */
    async setMenus(roleId: number, grants: (string | MenuGrant)[]): Promise<void> {
      await db.deleteFrom('role_menus').where('tenant_id', '=', tenantId).where('role_id', '=', roleId).execute();
      if (grants.length) {
        await db.insertInto('role_menus').values(grants.map((g) => (typeof g === 'string'
          ? { tenant_id: tenantId, role_id: roleId, menu_code: g, buttons: null }
          : { tenant_id: tenantId, role_id: roleId, menu_code: g.code, buttons: g.buttons === null ? null : JSON.stringify(g.buttons) }))).execute();
      }
    },
  };
}

export type RoleAdminData = ReturnType<typeof createRoleAdminData>;
