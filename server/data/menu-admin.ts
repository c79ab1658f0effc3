import type { Kysely } from 'kysely';
import type { DB } from '../db';

export interface MenuEdit {
  parentCode: string | null;
  names: Record<string, string>;
  icon: string | null;
  frontPath: string | null;
  position: string;
  sort: number;
  hidden: boolean;
}

/** Editing the menu tree: codes never change; pack and system menus keep their code and owner. */
export function createMenuAdminData(db: Kysely<DB>, tenantId: string) {
  const menus = () => db.selectFrom('menus').where('tenant_id', '=', tenantId);
  return {
    get(code: string) {
      return menus().selectAll().where('code', '=', code).executeTakeFirst();
    },
    async create(code: string, m: MenuEdit): Promise<void> {
      await db.insertInto('menus').values({
        tenant_id: tenantId, code, parent_code: m.parentCode, name: m.names['en-US'] || m.names['zh-CN'] || code, icon: m.icon,
        position: m.position, sort: m.sort, function_code: null, pack_id: null, front_path: m.frontPath,
        hidden: m.hidden ? 1 : 0, names: JSON.stringify(m.names), system: 0,
      }).execute();
    },
    async update(code: string, m: MenuEdit): Promise<void> {
      await db.updateTable('menus').set({
        parent_code: m.parentCode, icon: m.icon, position: m.position, sort: m.sort, front_path: m.frontPath,
        hidden: m.hidden ? 1 : 0, names: JSON.stringify(m.names),
      }).where('tenant_id', '=', tenantId).where('code', '=', code).execute();
    },
    async move(code: string, parentCode: string | null, sort: number): Promise<void> {
      await db.updateTable('menus').set({ parent_code: parentCode, sort }).where('tenant_id', '=', tenantId).where('code', '=', code).execute();
    },
    async delete(code: string): Promise<void> {
      await db.deleteFrom('role_menus').where('tenant_id', '=', tenantId).where('menu_code', '=', code).execute();
      await db.deleteFrom('menus').where('tenant_id', '=', tenantId).where('code', '=', code).execute();
    },
    async childCodes(code: string): Promise<string[]> {
      return (await menus().select('code').where('parent_code', '=', code).execute()).map((r) => r.code);
    },
  };
}

export type MenuAdminData = ReturnType<typeof createMenuAdminData>;
