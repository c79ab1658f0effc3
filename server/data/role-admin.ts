import type { Kysely } from 'kysely';
import type { DB } from '../db';

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
    async setMenus(roleId: number, codes: string[]): Promise<void> {
      await db.deleteFrom('role_menus').where('tenant_id', '=', tenantId).where('role_id', '=', roleId).execute();
      if (codes.length) {
        await db.insertInto('role_menus').values(codes.map((menu_code) => ({ tenant_id: tenantId, role_id: roleId, menu_code }))).execute();
      }
    },
  };
}

export type RoleAdminData = ReturnType<typeof createRoleAdminData>;
