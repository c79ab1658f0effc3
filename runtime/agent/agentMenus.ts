import type { MenuNode } from '../api';
import type { MenuMap } from '../menu';
import { AGENT_MENU_CODE, APPLICATION_RECORD_PATH, BECOME_AGENT_PATH, DISTRIBUTION_CENTRE_PATH } from './agentEntry';

/** The agent pages as hidden entries under S902000000000000: tabs and the route guard know them. */
const PAGES: { code: string; path: string; titleKey: string }[] = [
  { code: 'S902010000000000', path: BECOME_AGENT_PATH, titleKey: 'agent.becomeAgent' },
  { code: 'S902020000000000', path: APPLICATION_RECORD_PATH, titleKey: 'agent.recordTitle' },
  { code: 'S902030000000000', path: DISTRIBUTION_CENTRE_PATH, titleKey: 'agent.distributionCentre' },
];

/**
 * Hangs the agent pages under the agent menu the server sent (never shown in a menu: the sider
 * entry leads to them), each permitted when the menu is. Without the menu the tree is unchanged.
 */
export function withAgentMenus(tree: MenuNode[], menuMap: MenuMap, t: (key: string) => string): { tree: MenuNode[]; menuMap: MenuMap } {
  const at = tree.findIndex((n) => n.code === AGENT_MENU_CODE);
  if (at < 0) return { tree, menuMap };
  const parent = tree[at];
  const pages: MenuNode[] = PAGES.map((p, i) => ({
    id: p.code, code: p.code, name: p.titleKey, title: t(p.titleKey), icon: parent.icon, frontPath: p.path,
    position: parent.position, sort: i + 1, hideInMenu: true, children: [],
  }));
  const next = [...tree];
  next[at] = { ...parent, children: [...(parent.children ?? []).filter((c) => !PAGES.some((p) => p.code === c.code)), ...pages] };
  const granted = menuMap && Object.hasOwn(menuMap, AGENT_MENU_CODE)
    ? { ...menuMap, ...Object.fromEntries(PAGES.map((p) => [p.code, ['view']])) }
    : menuMap;
  return { tree: next, menuMap: granted };
}
