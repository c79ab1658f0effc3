import type { MenuNode } from '../api';
import { childrenOf, findMenuForPath, firstPermittedPath, isPermitted, menuPath, WORKBENCH_PATH } from './menuTree';
import type { MenuMap } from './menuTree';

/** Routes reachable only through a menu the user holds (function pages, process operations, function development). */
export const MENU_ONLY_PREFIXES = ['/fn/', '/dashboard/', '/process-config/'];

export type RouteAccess =
  | { kind: 'allow' }
  /** Go elsewhere silently (first permitted sibling). */
  | { kind: 'redirect'; to: string }
  /** Show "no permission for this menu", then go to `to` after 0.5 s. */
  | { kind: 'denied'; to: string };

/**
 * The menu-permission part of the route guard (spec 000 section 2.3). The workbench
 * is always open; a function route needs its menu; a refused menu falls back to the
 * first permitted child of its parent, else to the first permitted menu.
 */
export function resolveRouteAccess(pathname: string, tree: MenuNode[], menuMap: MenuMap): RouteAccess {
  if (pathname === WORKBENCH_PATH) return { kind: 'allow' };
  const fallback = firstPermittedPath(tree, menuMap) ?? WORKBENCH_PATH;
  const trail = findMenuForPath(tree, pathname);
  if (!trail) {
    // Function routes and administrators' pages no menu owns are not the user's: refuse them.
    return MENU_ONLY_PREFIXES.some((p) => pathname.startsWith(p)) ? { kind: 'denied', to: fallback } : { kind: 'allow' };
  }
  if (isPermitted(trail.node.code, menuMap)) return { kind: 'allow' };
  const parent = trail.parents[trail.parents.length - 1];
  const sibling = parent
    ? childrenOf(parent).find((c) => c !== trail.node && menuPath(c) && isPermitted(c.code, menuMap))
    : undefined;
  const siblingPath = sibling && menuPath(sibling);
  return siblingPath ? { kind: 'redirect', to: siblingPath } : { kind: 'denied', to: fallback };
}
