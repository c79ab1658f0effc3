import type { MenuRow, TenantData } from '../data';
import type { PackFunction } from '../engine';
import { ADMIN_ROLE } from '../menus';

/** A menu code for a function that has none yet (`S9` + 13 digits of the function id). */
export const menuCodeFor = (fnId: number) => `S9${String(fnId).padStart(13, '0')}`;

/**
 * Brings the function's menus in line with its definition when it is
 * published: creates its menu under `menu.directory` when it has none, else
 * follows a renamed display name or a moved directory. Returns the codes of the
 * menus that open the function.
 */
export async function syncFunctionMenus(t: TenantData, def: PackFunction, fnId: number, packId: number): Promise<string[]> {
  const all = await t.menus.listMenus();
  const parent = all.find((m) => m.code === def.menu.directory);
  const own = all.filter((m) => m.function_code === def.code);
  if (!own.length) {
    const code = menuCodeFor(fnId);
    await t.menus.upsertMenu({
      code, parentCode: parent ? parent.code : null, name: def.menu.displayName, icon: null,
      position: parent?.position ?? 'LEFT_TREE', sort: 1000 + fnId, functionCode: def.code,
    }, packId);
    return [code];
  }
  for (const m of own) {
    const parentCode = parent ? parent.code : m.parent_code;
    if (m.name === def.menu.displayName && m.parent_code === parentCode) continue;
    await t.menus.upsertMenu(menuInput(m, { name: def.menu.displayName, parentCode }), m.pack_id ?? packId);
  }
  return own.map((m) => m.code);
}

const menuInput = (m: MenuRow, change: { name: string; parentCode: string | null }) => ({
  code: m.code, parentCode: change.parentCode, name: change.name, icon: m.icon, position: m.position, sort: m.sort, functionCode: m.function_code,
});

/**
 * Who sees the function's menus after publishing: the administrators always;
 * every role of the tenant when the function needs no permission; else exactly
 * the roles `menu.roles` names (unknown codes are skipped). A function that
 * names no roles keeps the grants it has (a pack's role grants stay).
 */
export async function grantFunctionMenus(t: TenantData, def: PackFunction, menuCodes: string[]): Promise<void> {
  const adminId = await t.users.ensureRole(ADMIN_ROLE, 'roles.admin');
  const roles = await t.design.listRoles();
  if (def.permissionRequired === false) {
    await t.design.setMenuGrants(menuCodes, roles.map((r) => r.id));
    return;
  }
  if (!def.menu.roles) {
    await t.menus.grantMenus(adminId, menuCodes);
    return;
  }
  const named = new Set(def.menu.roles);
  const ids = new Set([adminId, ...roles.filter((r) => named.has(r.code)).map((r) => r.id)]);
  await t.design.setMenuGrants(menuCodes, [...ids]);
}
