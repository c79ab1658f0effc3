export {
  WORKBENCH_PATH, childrenOf, menuPath, menusAt, isPermitted, canDo, walkMenus, findMenuForPath,
  permittedPages, firstPermittedPath, permittedFunctions, findFunctionMenuAt, firstFunctionMenuUnder,
} from './menuTree';
export type { MenuMap, MenuTrail } from './menuTree';
export { resolveRouteAccess } from './resolveRouteAccess';
export type { RouteAccess } from './resolveRouteAccess';
export { setMenuAugmenter, useShellMenus } from './shellMenus';
export type { MenuAugmenter, ShellMenus } from './shellMenus';
