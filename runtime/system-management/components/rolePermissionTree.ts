import type { MenuPermission, PermissionNode } from '../api';

/** The keys the tree shows checked: its leaves only (menus without buttons, and buttons); parents follow their children. */
export function checkedLeaves(tree: PermissionNode[], checked: string[]): string[] {
  const leaves = new Set<string>();
  const walk = (nodes: PermissionNode[]) => nodes.forEach((n) => (n.children.length ? walk(n.children) : leaves.add(n.key)));
  walk(tree);
  return checked.filter((c) => leaves.has(c));
}

/**
 * What the checked leaves grant: every menu above a checked leaf, and on a function's menu
 * the checked buttons (`view` is the menu itself, so it is not a button to save). A menu
 * reached only through a checked button is granted too.
 */
export function toPermissions(tree: PermissionNode[], checked: string[]): MenuPermission[] {
  const parent = new Map<string, string>();
  const hasButtons = new Set<string>();
  const walk = (nodes: PermissionNode[], up?: string) => nodes.forEach((n) => {
    if (n.button) {
      if (up) hasButtons.add(up);
      return;
    }
    if (up) parent.set(n.code, up);
    walk(n.children, n.code);
  });
  walk(tree);
  const menus = new Set<string>();
  const buttons = new Map<string, string[]>();
  for (const key of checked) {
    const [menu, button] = key.split('#');
    menus.add(menu);
    if (button && button !== 'view') buttons.set(menu, [...(buttons.get(menu) ?? []), button]);
  }
  for (const code of [...menus]) {
    for (let p = parent.get(code); p && !menus.has(p); p = parent.get(p)) menus.add(p);
  }
  return [...menus].map((menuCode) => (hasButtons.has(menuCode) ? { menuCode, buttons: buttons.get(menuCode) ?? [] } : { menuCode }));
}
