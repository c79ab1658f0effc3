import type { MenuRow } from '../data';
import type { MenuView } from '../engine';
import type { Permission } from './access';
import { WORKBENCH_CODE } from './access';

/** A node of `getMenuTreetByUser` (docs/contract.md). */
export interface MenuNode {
  id: string;
  code: string;
  name: string;
  title: string;
  icon: string | null;
  frontPath: string | null;
  position: string;
  sort: number;
  function?: string;
  /** Hidden from the menu (menu management); the route stays reachable. */
  hideInMenu?: boolean;
  /** The menu's view of its function's list (fixed search values, scope, columns); the server applies it. */
  view?: MenuView;
  children: MenuNode[];
  realChildren: MenuNode[];
}

export interface MenuTreeInput {
  /** Menus the user may open (ancestors are added when missing). */
  granted: MenuRow[];
  /** Every menu of the tenant, to find ancestors. */
  all: MenuRow[];
  /** Resolves a menu's `name` (an i18n key or literal) for the request language. */
  titleOf: (menu: MenuRow) => string;
  workbenchTitle: string;
  permissions: Map<string, Permission[]>;
}

function toNode(m: MenuRow, title: string): MenuNode {
  const node: MenuNode = {
    id: m.code, code: m.code, name: m.name, title, icon: m.icon,
    frontPath: m.front_path ?? (m.function_code ? `/fn/${m.function_code}` : null),
    position: m.position, sort: m.sort, children: [], realChildren: [],
  };
  if (m.function_code) node.function = m.function_code;
  if (m.hidden === 1) node.hideInMenu = true;
  if (m.function_code && m.view) node.view = JSON.parse(m.view) as MenuView;
  return node;
}

function withAncestors(granted: MenuRow[], all: MenuRow[]): MenuRow[] {
  const byCode = new Map(all.map((m) => [m.code, m]));
  const picked = new Map(granted.map((m) => [m.code, m]));
  for (const m of granted) {
    let parent = m.parent_code ? byCode.get(m.parent_code) : undefined;
    while (parent && !picked.has(parent.code)) {
      picked.set(parent.code, parent);
      parent = parent.parent_code ? byCode.get(parent.parent_code) : undefined;
    }
  }
  return [...picked.values()];
}

/** Builds the sorted menu tree (workbench first) and the permission map. */
export function buildMenuTree(input: MenuTreeInput): { menuTree: MenuNode[]; menuMap: Record<string, Permission[]> } {
  const rows = withAncestors(input.granted, input.all);
  const nodes = new Map(rows.map((m) => [m.code, toNode(m, input.titleOf(m))]));
  const roots: MenuNode[] = [{
    id: WORKBENCH_CODE, code: WORKBENCH_CODE, name: 'menu.workbench', title: input.workbenchTitle, icon: 'HomeOutlined',
    frontPath: '/workbench', position: 'LEFT_TREE', sort: 0, children: [], realChildren: [],
  }];
  for (const m of rows) {
    const node = nodes.get(m.code)!;
    const parent = m.parent_code ? nodes.get(m.parent_code) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const sortTree = (list: MenuNode[]) => {
    list.sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code));
    for (const n of list) {
      sortTree(n.children);
      n.realChildren = [...n.children];
    }
  };
  sortTree(roots);
  return { menuTree: roots, menuMap: Object.fromEntries(input.permissions) };
}
