import type { Kysely, Selectable } from 'kysely';
import type { DB, MenusTable } from '../db';

export type MenuRow = Selectable<MenusTable>;

export interface MenuInput {
  code: string;
  parentCode: string | null;
  name: string;
  icon: string | null;
  position: string;
  sort: number;
  functionCode: string | null;
  /** The route the menu opens when it opens no function (a dashboard's); undefined leaves it as it is. */
  frontPath?: string;
  /** The menu's view of its function's list (JSON), null for none. */
  view?: string | null;
}

/** Menus of one tenant and the role grants on them. */
export function createMenuData(db: Kysely<DB>, tenantId: string) {
  return {
    listMenus(): Promise<MenuRow[]> {
      return db.selectFrom('menus').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').orderBy('code').execute();
    },

    /** Codes among `codes` whose function menu another pack ships (a pack may not take over another pack's function menu). */
    async menusOfOtherPacks(codes: string[], packId: number): Promise<string[]> {
      if (!codes.length) return [];
      const rows = await db.selectFrom('menus').select('code').where('tenant_id', '=', tenantId)
        .where('code', 'in', codes).where('function_code', 'is not', null)
        .where('pack_id', 'is not', null).where('pack_id', '!=', packId).execute();
      return rows.map((r) => r.code);
    },

    async upsertMenu(m: MenuInput, packId: number): Promise<void> {
      const values = {
        parent_code: m.parentCode, name: m.name, icon: m.icon, position: m.position,
        sort: m.sort, function_code: m.functionCode, pack_id: packId,
        ...(m.frontPath !== undefined ? { front_path: m.frontPath } : {}),
        ...(m.view !== undefined ? { view: m.view } : {}),
      };
      await db.insertInto('menus').values({ tenant_id: tenantId, code: m.code, ...values })
        .onConflict((oc) => oc.columns(['tenant_id', 'code']).doUpdateSet(values)).execute();
    },

    /** One menu of the tenant. */
    findMenu(code: string): Promise<MenuRow | undefined> {
      return db.selectFrom('menus').selectAll().where('tenant_id', '=', tenantId).where('code', '=', code).executeTakeFirst();
    },

    /** Drops the menus (and their grants) a pack no longer ships. */
    async deletePackMenusExcept(packId: number, keep: string[]): Promise<void> {
      let stale = db.selectFrom('menus').select('code').where('tenant_id', '=', tenantId).where('pack_id', '=', packId);
      if (keep.length) stale = stale.where('code', 'not in', keep);
      const codes = (await stale.execute()).map((r) => r.code);
      if (!codes.length) return;
      await db.deleteFrom('role_menus').where('tenant_id', '=', tenantId).where('menu_code', 'in', codes).execute();
      await db.deleteFrom('menus').where('tenant_id', '=', tenantId).where('code', 'in', codes).execute();
    },

    /** Grants menus not yet granted; `buttons` limits the buttons of some of them (by code; others get every button). */
    async grantMenus(roleId: number, codes: string[], buttons: Record<string, string[]> = {}): Promise<void> {
      if (!codes.length) return;
      const held = (code: string) => (Object.hasOwn(buttons, code) ? JSON.stringify(buttons[code]) : null);
      await db.insertInto('role_menus').values(codes.map((menu_code) => ({ tenant_id: tenantId, role_id: roleId, menu_code, buttons: held(menu_code) })))
        .onConflict((oc) => oc.doNothing()).execute();
    },

    /** Menus granted to the user through any of their roles, with the buttons each grant gives (null: every button). */
    async grantedMenus(userId: number): Promise<{ code: string; buttons: string[] | null }[]> {
      const rows = await db.selectFrom('role_menus')
        .innerJoin('user_roles', (j) => j.onRef('user_roles.role_id', '=', 'role_menus.role_id').on('user_roles.tenant_id', '=', tenantId))
        .select(['role_menus.menu_code', 'role_menus.buttons'])
        .where('role_menus.tenant_id', '=', tenantId).where('user_roles.user_id', '=', userId).execute();
      return rows.map((r) => ({ code: r.menu_code, buttons: r.buttons === null ? null : (JSON.parse(r.buttons) as string[]) }));
    },

    /** Menu codes granted to the user through any of their roles in this tenant. */
    async grantedMenuCodes(userId: number): Promise<string[]> {
      const rows = await db.selectFrom('role_menus')
        .innerJoin('user_roles', (j) => j.onRef('user_roles.role_id', '=', 'role_menus.role_id').on('user_roles.tenant_id', '=', tenantId))
        .select('role_menus.menu_code').distinct()
        .where('role_menus.tenant_id', '=', tenantId).where('user_roles.user_id', '=', userId).execute();
      return rows.map((r) => r.menu_code);
    },
  };
}

export type MenuData = ReturnType<typeof createMenuData>;
