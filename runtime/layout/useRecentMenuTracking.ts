import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { findMenuForPath, isPermitted, useShellMenus, WORKBENCH_PATH } from '../menu';
import { useSessionStore } from '../stores';
import { useRecentMenus } from './recentMenus';

/** Each opened menu page (not the workbench) becomes the tenant's most recent entry. */
export function useRecentMenuTracking(): void {
  const { pathname } = useLocation();
  const { tree, menuMap } = useShellMenus();
  const tenantId = useSessionStore((s) => s.tenant?.id);
  useEffect(() => {
    if (tenantId === undefined || pathname === WORKBENCH_PATH) return;
    const trail = findMenuForPath(tree, pathname);
    if (trail && isPermitted(trail.node.code, menuMap)) useRecentMenus.getState().use(String(tenantId), trail.node.code);
  }, [pathname, tree, menuMap, tenantId]);
}
