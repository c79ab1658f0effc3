import type { MenuNode } from '../api';
import type { MenuMap } from '../menu';

/** Spec 000 section 2.4 / 6: the message entry carries code M50000000000000. */
export const MESSAGE_MENU_CODE = 'M50000000000000';
export const MESSAGE_CENTER_PATH = '/msg-center';

/** Adds the message centre entry (everybody's) to the server's tree unless the server sent it. */
export function withMessageMenus(tree: MenuNode[], menuMap: MenuMap, title: string): { tree: MenuNode[]; menuMap: MenuMap } {
  if (tree.some((n) => n.code === MESSAGE_MENU_CODE)) return { tree, menuMap };
  const node: MenuNode = {
    id: MESSAGE_MENU_CODE, code: MESSAGE_MENU_CODE, title, name: title, icon: 'MailOutlined', frontPath: MESSAGE_CENTER_PATH,
    position: 'LEFT_TREE', sort: 6, children: [],
  };
  return { tree: [...tree, node], menuMap: menuMap ? { ...menuMap, [MESSAGE_MENU_CODE]: ['view'] } : menuMap };
}
