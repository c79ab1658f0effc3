import type { MenuNode } from '../api';
import { childrenOf, isPermitted, menuPath, type MenuMap } from '../menu';

/** The console tree's root (spec 000 section 2.6) and the system-settings entry (section 6). */
export const CONSOLE_ROOT_CODE = 'S903000000000000';
export const SYSTEM_SETTINGS_CODE = 'M20000000000000';
export const CONSOLE_PATH = '/system-management';
/** Company settings, where the first-time setup prompt leads (menu S20020000000000). */
export const COMPANY_SETTINGS_PATH = '/system-management/sys-qiye-set';
/** sessionStorage flag of a console tab (spec 000 section 2.4). */
export const MENU_OFF_KEY = 'menuOff';

/** The console's subtree of the user's menu tree. */
export function findConsoleRoot(tree: MenuNode[]): MenuNode | undefined {
  for (const node of tree) {
    if (node.code === CONSOLE_ROOT_CODE) return node;
    const found = findConsoleRoot(childrenOf(node));
    if (found) return found;
  }
  return undefined;
}

/** The first console page the user may open. */
export function firstConsolePath(tree: MenuNode[], menuMap: MenuMap): string | undefined {
  const root = findConsoleRoot(tree);
  const walk = (nodes: MenuNode[]): string | undefined => {
    for (const n of nodes) {
      const path = menuPath(n);
      if (path && path !== CONSOLE_PATH && isPermitted(n.code, menuMap) && !n.hideInMenu) return path;
      const below = walk(childrenOf(n));
      if (below) return below;
    }
    return undefined;
  };
  return root ? walk(childrenOf(root)) : undefined;
}

/** Opens the console in a new tab; the tab inherits the session and starts with `menuOff` = 2. */
export function openConsole(path = CONSOLE_PATH): void {
  sessionStorage.setItem(MENU_OFF_KEY, '2');
  window.open(path, '_blank');
}
