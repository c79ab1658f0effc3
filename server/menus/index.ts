export { registerMenuRoutes } from './routes';
export { loadMenuAccess, requireAdmin, requireFunctionPermission, WORKBENCH_CODE, ADMIN_ROLE } from './access';
export type { Permission, MenuAccess } from './access';
export type { MenuNode } from './menu-tree';
export { menuTitle } from './menu-title';
