import type { MenuRow, TenantData } from '../data';
import { errors } from '../errors';

/** Permission codes a granted menu carries in `menuMap`. */
export type Permission = 'view' | 'create' | 'edit' | 'delete';
export const ALL_PERMISSIONS: Permission[] = ['view', 'create', 'edit', 'delete'];

/** The shell's base menu, there for everybody. */
export const WORKBENCH_CODE = 'M10000000000000';
export const ADMIN_ROLE = 'admin';

export interface MenuAccess {
  isAdmin: boolean;
  /** Menus the user may open, with what they may do there. */
  menus: MenuRow[];
  permissions: Map<string, Permission[]>;
}

/** What a user may open in their tenant: admins everything, others what their roles grant. */
export async function loadMenuAccess(data: TenantData, userId: number): Promise<MenuAccess> {
  const [roles, all, granted, disabled] = await Promise.all([
    data.users.roleCodes(userId), data.menus.listMenus(), data.menus.grantedMenuCodes(userId), data.design.disabledCodes(),
  ]);
  const isAdmin = roles.includes(ADMIN_ROLE);
  const grantedSet = new Set(granted);
  // A disabled function's menus are hidden from everybody.
  const open = all.filter((m) => !m.function_code || !disabled.has(m.function_code));
  const menus = isAdmin ? open : open.filter((m) => grantedSet.has(m.code));
  const permissions = new Map<string, Permission[]>([[WORKBENCH_CODE, ['view']]]);
  for (const m of menus) permissions.set(m.code, [...ALL_PERMISSIONS]);
  return { isAdmin, menus, permissions };
}

export async function requireAdmin(data: TenantData, userId: number): Promise<void> {
  const roles = await data.users.roleCodes(userId);
  if (!roles.includes(ADMIN_ROLE)) throw errors.forbidden();
}

/**
 * Checks a permission on a function: granted through any menu that opens it.
 * Functions that do not require permission are open to every member.
 */
export async function requireFunctionPermission(
  data: TenantData, userId: number, fn: { code: string; permissionRequired?: boolean }, permission: Permission,
): Promise<void> {
  if (fn.permissionRequired === false) return;
  const access = await loadMenuAccess(data, userId);
  if (access.isAdmin) return;
  const allowed = access.menus.some((m) => m.function_code === fn.code && access.permissions.get(m.code)?.includes(permission));
  if (!allowed) throw errors.forbidden();
}
