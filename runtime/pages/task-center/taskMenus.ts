import type { MenuNode } from '../../api';
import type { MenuMap } from '../../menu';

/** Spec 000 section 2.4 / 6: the task entry carries code M40000000000000. */
export const TASK_MENU_CODE = 'M40000000000000';
export const PROCESS_OPS_MENU_CODE = 'M41000000000000';

/** Function development (spec 001 "/process-config"): the designer's entry, for administrators. */
export const FUNCTION_BUILDER_MENU_CODE = 'M42000000000000';
export const FUNCTION_DEVELOPMENT = { code: 'S42010000000000', path: '/process-config/function-development' } as const;

export const PROCESS_OPS_PAGES = [
  { code: 'S41010000000000', path: '/process-config/process-management', key: 'management' },
  { code: 'S41020000000000', path: '/process-config/abnormal-monitoring', key: 'abnormal' },
  { code: 'S41030000000000', path: '/process-config/process-log', key: 'log' },
] as const;

const node = (code: string, title: string, sort: number, extra: Partial<MenuNode> = {}): MenuNode => ({
  id: code, code, title, name: title, icon: null, frontPath: null, position: 'LEFT_TREE', sort, children: [], ...extra,
});

/**
 * The shell's static task menus merged into the server's tree (spec 000
 * section 6: "the menu tree from the server is merged with the static route
 * list"): the task centre for everyone, process operations and function development
 * for administrators.
 * Entries the server already sends are left alone.
 */
export function withTaskMenus(
  tree: MenuNode[], menuMap: MenuMap, opts: { isAdmin: boolean; t: (key: string) => string },
): { tree: MenuNode[]; menuMap: MenuMap } {
  const has = (code: string) => tree.some((n) => n.code === code);
  const added: MenuNode[] = [];
  if (!has(TASK_MENU_CODE)) {
    added.push(node(TASK_MENU_CODE, opts.t('taskCenter.menu'), 5, { icon: 'AuditOutlined', frontPath: '/task-center' }));
  }
  if (opts.isAdmin && !has(PROCESS_OPS_MENU_CODE)) {
    const children = PROCESS_OPS_PAGES.map((p, i) => node(p.code, opts.t(`processOps.${p.key}.menu`), i + 1, { frontPath: p.path }));
    added.push(node(PROCESS_OPS_MENU_CODE, opts.t('processOps.menu'), 90, { icon: 'SettingOutlined', children, realChildren: children }));
  }
  if (opts.isAdmin && !has(FUNCTION_BUILDER_MENU_CODE)) {
    const children = [node(FUNCTION_DEVELOPMENT.code, opts.t('functionBuilder.development'), 1, { frontPath: FUNCTION_DEVELOPMENT.path })];
    added.push(node(FUNCTION_BUILDER_MENU_CODE, opts.t('functionBuilder.menu'), 85, { icon: 'BuildOutlined', children, realChildren: children }));
  }
  if (!added.length) return { tree, menuMap };
  const codes = added.flatMap((n) => [n.code, ...(n.children ?? []).map((c) => c.code)]);
  const map = menuMap ? { ...menuMap, ...Object.fromEntries(codes.map((c) => [c, ['view']])) } : menuMap;
  return { tree: [...tree, ...added], menuMap: map };
}
