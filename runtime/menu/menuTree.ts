import type { MenuNode } from '../api';

/** Permission map from `getMenuTreetByUser`; `null` means no map (everything allowed, spec 000 section 6). */
export type MenuMap = Record<string, string[]> | null;

export const WORKBENCH_PATH = '/workbench';

export function childrenOf(node: MenuNode): MenuNode[] {
  return [...(node.children ?? node.realChildren ?? [])].sort((a, b) => a.sort - b.sort);
}

/** Route of a menu entry: its frontPath, or `/fn/<code>` for a function menu. */
export function menuPath(node: MenuNode): string | undefined {
  if (node.frontPath) return node.frontPath;
  return node.function ? `/fn/${node.function}` : undefined;
}

/** Top-level entries of one position, ordered by `sort`. */
export function menusAt(tree: MenuNode[], position: MenuNode['position']): MenuNode[] {
  return tree.filter((n) => n.position === position).sort((a, b) => a.sort - b.sort);
}

export function isPermitted(code: string, menuMap: MenuMap): boolean {
  return !menuMap || Object.prototype.hasOwnProperty.call(menuMap, code);
}

/** Whether the user holds an action (`create`, `edit`, `delete`) on a menu. */
export function canDo(code: string | undefined, action: string, menuMap: MenuMap): boolean {
  if (!menuMap || !code) return true;
  return menuMap[code]?.includes(action) ?? false;
}

export interface MenuTrail {
  node: MenuNode;
  /** Ancestors from the root down to the parent. */
  parents: MenuNode[];
}

/** Depth-first walk in menu order. */
export function walkMenus(tree: MenuNode[], visit: (trail: MenuTrail) => void, parents: MenuNode[] = []): void {
  for (const node of [...tree].sort((a, b) => a.sort - b.sort)) {
    visit({ node, parents });
    walkMenus(childrenOf(node), visit, [...parents, node]);
  }
}

const FUNCTION_ROUTE = /^\/fn\/([^/]+)/;

/**
 * The menu owning a route: the longest menu path that equals the route or prefixes it
 * (`/fn/x/new`). A function's pages under `/fn/<code>` belong to its menu also when that
 * menu opens the list at a route of its own (`/asset-management/assets-borrow`).
 */
export function findMenuForPath(tree: MenuNode[], pathname: string): MenuTrail | undefined {
  let best: MenuTrail | undefined;
  let bestLength = -1;
  let ofFunction: MenuTrail | undefined;
  const fn = FUNCTION_ROUTE.exec(pathname)?.[1];
  walkMenus(tree, (trail) => {
    if (fn !== undefined && !ofFunction && trail.node.function === fn) ofFunction = trail;
    const path = menuPath(trail.node);
    if (!path) return;
    const owns = pathname === path || pathname.startsWith(`${path}/`);
    if (owns && path.length > bestLength) {
      best = trail;
      bestLength = path.length;
    }
  });
  return best ?? ofFunction;
}

/** The function menu whose own route is exactly `pathname`. */
export function findFunctionMenuAt(tree: MenuNode[], pathname: string): MenuNode | undefined {
  let found: MenuNode | undefined;
  walkMenus(tree, ({ node }) => {
    if (!found && node.function && node.frontPath === pathname) found = node;
  });
  return found;
}

/** The first permitted function menu whose route lies under `pathname` (a route group such as `/asset-management`). */
export function firstFunctionMenuUnder(tree: MenuNode[], pathname: string, menuMap: MenuMap): MenuNode | undefined {
  let found: MenuNode | undefined;
  walkMenus(tree, ({ node }) => {
    if (!found && node.function && node.frontPath?.startsWith(`${pathname}/`) && isPermitted(node.code, menuMap)) found = node;
  });
  return found;
}

/** Permitted leaves that open a page, in menu order. */
export function permittedPages(tree: MenuNode[], menuMap: MenuMap): MenuTrail[] {
  const pages: MenuTrail[] = [];
  walkMenus(tree, (trail) => {
    if (menuPath(trail.node) && isPermitted(trail.node.code, menuMap)) pages.push(trail);
  });
  return pages;
}

export function firstPermittedPath(tree: MenuNode[], menuMap: MenuMap): string | undefined {
  const first = permittedPages(tree, menuMap)[0];
  return first ? menuPath(first.node) : undefined;
}

/** Function menus the user may open (the workbench cards). */
export function permittedFunctions(tree: MenuNode[], menuMap: MenuMap): MenuTrail[] {
  return permittedPages(tree, menuMap).filter((t) => Boolean(t.node.function));
}
