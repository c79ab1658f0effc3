import { createContext, useContext } from 'react';
import { useParams } from 'react-router-dom';

/** The function a menu's own route opens (`/asset-management/assets-borrow`), where the URL has no `:code`. */
export const RouteFunctionContext = createContext<string | undefined>(undefined);

/** The function of the page: from a menu's own route, else the `/fn/:code` parameter. */
export function useRouteFunctionCode(): string {
  const fromMenu = useContext(RouteFunctionContext);
  const { code = '' } = useParams();
  return fromMenu ?? code;
}

/** The menu whose own route opened the page (its code), where the page is at a menu route. */
export const RouteMenuContext = createContext<string | undefined>(undefined);

export function useRouteMenuCode(): string | undefined {
  return useContext(RouteMenuContext);
}
