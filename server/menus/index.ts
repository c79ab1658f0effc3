export { registerMenuRoutes } from './routes';
export { loadMenuAccess, accessChanged, onAccessChanged, requireAdmin, requireFunctionPermission, mayPress, WORKBENCH_CODE, ADMIN_ROLE, MENU_BUTTONS } from './access';
export type { Permission, MenuAccess } from './access';
export type { MenuNode } from './menu-tree';
export { menuTitle } from './menu-title';
