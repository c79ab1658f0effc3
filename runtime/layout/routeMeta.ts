import type { MenuNode } from '../api';
import { findMenuForPath, menuPath, WORKBENCH_PATH } from '../menu';

/** Route metadata of the tabbed layout (spec 000 section 2.5). */
export interface RouteMeta {
  title: string;
  code: string;
  icon?: string | null;
  hideInMenu?: boolean;
  /** The page opens afresh each time its tab is clicked (its last URL is not kept). */
  notCache?: boolean;
  /** The entry is a page of this app (a tab); otherwise it opens elsewhere (the console, another site). */
  isRouter: boolean;
  /** The menu's own route; sub-pages (`/fn/x/new`) live in its tab. */
  basePath: string;
}

export const HOME_CODE = 'M10000000000000';

/** Static metadata of shell routes; menu entries supply the rest (title, code, icon, hideInMenu). */
const STATIC: { prefix: string; meta: Partial<RouteMeta> }[] = [
  { prefix: WORKBENCH_PATH, meta: { code: HOME_CODE, icon: 'HomeOutlined' } },
  // Lists of tasks and messages change under the user: they always open fresh.
  { prefix: '/task-center', meta: { notCache: true } },
  { prefix: '/msg-center', meta: { notCache: true } },
];

const isExternal = (path: string) => /^https?:\/\//.test(path) || path.startsWith('/system-management');

/** The metadata of a route: its owning menu entry merged with the static table; undefined for routes no menu owns. */
export function routeMetaOf(pathname: string, tree: MenuNode[]): RouteMeta | undefined {
  const trail = findMenuForPath(tree, pathname);
  if (!trail) return undefined;
  const node = trail.node;
  const basePath = menuPath(node) ?? pathname;
  const extra = STATIC.find((s) => basePath === s.prefix || basePath.startsWith(`${s.prefix}/`))?.meta ?? {};
  return {
    title: node.title, code: node.code, icon: node.icon, hideInMenu: Boolean(node.hideInMenu),
    isRouter: !isExternal(basePath), basePath, ...extra,
  };
}
