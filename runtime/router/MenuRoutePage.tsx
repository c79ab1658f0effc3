import React from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { RouteFunctionContext, RouteMenuContext } from '../fn';
import { findFunctionMenuAt, firstFunctionMenuUnder, useShellMenus } from '../menu';
import { FnListPage, NotFoundPage } from './lazyPages';

/**
 * Routes the shell does not know itself: a function menu's own route (a pack's spec
 * route, `/asset-management/assets-borrow`) shows that function's list; a route group
 * (`/asset-management`) goes to its first permitted function; anything else is a 404.
 */
export function MenuRoutePage() {
  const { pathname } = useLocation();
  const { tree, menuMap } = useShellMenus();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const menu = findFunctionMenuAt(tree, path);
  if (menu?.function) {
    return (
      <RouteFunctionContext.Provider value={menu.function}>
        <RouteMenuContext.Provider value={menu.code}>
          <FnListPage key={menu.code} />
        </RouteMenuContext.Provider>
      </RouteFunctionContext.Provider>
    );
  }
  const first = firstFunctionMenuUnder(tree, path, menuMap);
  if (first?.frontPath) return <Navigate to={first.frontPath} replace />;
  return <NotFoundPage />;
}
