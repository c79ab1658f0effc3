import { useMemo } from 'react';
import type { FunctionMeta, MenuNode, MenuView } from '../../api';
import { useRouteMenuCode } from '../../fn';
import { findMenuForPath, walkMenus } from '../../menu';
import { useSessionStore } from '../../stores';

/** The function's meta as a menu view shows it: no search on its fixed fields, only its columns, in its order. */
export function viewedMeta(meta: FunctionMeta, view: MenuView): FunctionMeta {
  const fixed = new Set(Object.keys(view.filters ?? {}));
  const search = (meta.search ?? []).filter((s) => !fixed.has(s.field));
  const order = view.columns;
  if (!order || !meta.list) return { ...meta, search };
  const columns = order.flatMap((field, i) => {
    const c = meta.list!.columns.find((x) => x.field === field);
    return c ? [{ ...c, showInList: true, order: i + 1 }] : [];
  });
  return { ...meta, search, list: { ...meta.list, columns } };
}

function menuByCode(tree: MenuNode[], code: string): MenuNode | undefined {
  let found: MenuNode | undefined;
  walkMenus(tree, ({ node }) => {
    if (!found && node.code === code) found = node;
  });
  return found;
}

/**
 * The menu a list page belongs to (the one whose route opened it, else the function's) and,
 * when that menu has a view, the meta as the view shows it, its title and the menu code the
 * list calls name so the server applies the view.
 */
export function useListView(code: string, meta: FunctionMeta | null) {
  const routeMenu = useRouteMenuCode();
  const menuTree = useSessionStore((s) => s.menuTree);
  const node = routeMenu ? menuByCode(menuTree, routeMenu) : findMenuForPath(menuTree, `/fn/${code}`)?.node;
  const view = routeMenu ? node?.view : undefined;
  const shown = useMemo(() => (meta && view ? viewedMeta(meta, view) : meta), [meta, view]);
  return {
    menuCode: node?.code,
    /** Named in list and export calls when the menu has a view. */
    viewMenu: view ? node?.code : undefined,
    title: view ? node?.title : undefined,
    /** The route the page is at (the menu's own, else the function's), for the breadcrumbs. */
    trailPath: (routeMenu && node?.frontPath) || `/fn/${code}`,
    meta: shown,
  };
}
