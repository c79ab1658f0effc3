import type { MenuRow, TenantData } from '../data';
import { errors } from '../errors';

/** Permission codes a granted menu carries in `menuMap`: opening it, and its buttons. */
export type Permission = 'view' | 'create' | 'edit' | 'delete' | 'export' | 'import';
/** The buttons a role may grant on a menu that opens a function (role screen, "menus and their buttons"). */
export const MENU_BUTTONS: readonly Permission[] = ['create', 'edit', 'delete', 'export', 'import'];
export const ALL_PERMISSIONS: Permission[] = ['view', ...MENU_BUTTONS];

/** The shell's base menu, there for everybody. */
export const WORKBENCH_CODE = 'M10000000000000';
export const ADMIN_ROLE = 'admin';

export interface MenuAccess {
  isAdmin: boolean;
  /** Menus the user may open, with what they may do there. */
  menus: MenuRow[];
  permissions: Map<string, Permission[]>;
}

/**
 * Menu access built once per request: each request has its own tenant view
 * (`forTenant` in the session hook), so checks of one request (the function
 * permission, the data scope, the buttons) share one build. A long-lived view
 * (a socket) re-reads after ACCESS_MEMO_MS. Requests share a build through the request
 * cache (`TenantData.derived`), exact under the cache stamp like the roles, menus and
 * grants it is built from (server/data/request-cache.ts).
 */
const ACCESS_MEMO_MS = 1_000;
const memo = new WeakMap<TenantData, Map<number, { at: number; stamp: number; access: Promise<MenuAccess> }>>();

/** Per tenant: bumped whenever roles, grants, members or menus change here or in another server process. */
const stamps = new Map<string, number>();
type AccessListener = (tenantId: string, remote: boolean) => void;
const listeners = new Set<AccessListener>();

/**
 * Says that who may open what in a tenant changed (a role, a grant, a member, a menu):
 * memoised access of that tenant is read again. `remote`: another server process
 * made the change (the cluster bus replays it here).
 */
export function accessChanged(tenantId: string, remote = false): void {
  stamps.set(tenantId, (stamps.get(tenantId) ?? 0) + 1);
  for (const l of listeners) l(tenantId, remote);
}

/** Subscribes to `accessChanged`; returns the unsubscribe function. */
export function onAccessChanged(listener: AccessListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What a user may open in their tenant: admins everything, others what their roles grant. */
export function loadMenuAccess(data: TenantData, userId: number): Promise<MenuAccess> {
  const now = Date.now();
  const stamp = stamps.get(data.tenantId) ?? 0;
  let users = memo.get(data);
  if (!users) memo.set(data, (users = new Map()));
  const hit = users.get(userId);
  if (hit && hit.stamp === stamp && now - hit.at < ACCESS_MEMO_MS) return hit.access;
  // Requests under one cache stamp share the build (it reads only the request cache's roles, menus, grants and disabled functions).
  const access = data.derived('menuAccess', `${userId}:${stamp}`, () => readMenuAccess(data, userId));
  users.set(userId, { at: now, stamp, access });
  // A failed read is not kept.
  access.catch(() => users.delete(userId));
  return access;
}

async function readMenuAccess(data: TenantData, userId: number): Promise<MenuAccess> {
  const [roles, all, granted, disabled] = await Promise.all([
    data.users.roleCodes(userId), data.menus.listMenus(), data.menus.grantedMenus(userId), data.design.disabledCodes(),
  ]);
  const isAdmin = roles.includes(ADMIN_ROLE);
  // Several roles may grant one menu: their buttons add up, and a grant of every button (null) wins.
  const buttons = new Map<string, Set<Permission> | 'all'>();
  for (const g of granted) {
    const held = buttons.get(g.code);
    if (held === 'all') continue;
    if (g.buttons === null) buttons.set(g.code, 'all');
    else buttons.set(g.code, new Set([...(held ?? []), ...g.buttons.filter((b): b is Permission => MENU_BUTTONS.includes(b as Permission))]));
  }
  // A disabled function's menus are hidden from everybody.
  const open = all.filter((m) => !m.function_code || !disabled.has(m.function_code));
  const menus = isAdmin ? open : open.filter((m) => buttons.has(m.code));
  const permissions = new Map<string, Permission[]>([[WORKBENCH_CODE, ['view']]]);
  for (const m of menus) {
    const held = isAdmin ? 'all' : buttons.get(m.code)!;
    permissions.set(m.code, held === 'all' ? [...ALL_PERMISSIONS] : ['view', ...MENU_BUTTONS.filter((b) => held.has(b))]);
  }
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
  if (!mayPress(access, fn.code, permission)) throw errors.forbidden();
}

/** Whether any menu opening the function grants the button (`view`: the menu itself). */
export function mayPress(access: MenuAccess, fnCode: string, permission: Permission): boolean {
  if (access.isAdmin) return true;
  return access.menus.some((m) => m.function_code === fnCode && access.permissions.get(m.code)?.includes(permission));
}
