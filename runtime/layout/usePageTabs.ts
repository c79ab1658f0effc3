import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShellMenus, WORKBENCH_PATH } from '../menu';
import { useSessionStore } from '../stores';
import { HOME_CODE, routeMetaOf } from './routeMeta';
import { closeAllTabs, closeOtherTabs, closeTab, openTab, tabTarget, type PageTab } from './tabRules';

const STORAGE_KEY = 'pageTabs';

function homeTab(title: string): PageTab {
  return { key: HOME_CODE, title, path: WORKBENCH_PATH, basePath: WORKBENCH_PATH, icon: 'HomeOutlined' };
}

function restore(tenantId: string, homeTitle: string): PageTab[] {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as { tenantId: string; tabs: PageTab[] } | null;
    if (saved?.tenantId === tenantId && Array.isArray(saved.tabs) && saved.tabs[0]?.key === HOME_CODE) return saved.tabs.slice(0, 50);
  } catch {
    /* a broken entry starts afresh */
  }
  return [homeTab(homeTitle)];
}

/** The tag tabs of the management layout (spec 000 section 2.5), following the route. */
export function usePageTabs(homeTitle: string) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { tree } = useShellMenus();
  const tenantId = useSessionStore((s) => String(s.tenant?.id ?? ''));
  const [tabs, setTabs] = useState<PageTab[]>(() => restore(tenantId, homeTitle));
  const meta = routeMetaOf(pathname, tree);
  const activeKey = pathname === WORKBENCH_PATH ? HOME_CODE : meta?.isRouter ? meta.code : undefined;

  useEffect(() => {
    setTabs((current) => {
      // Titles follow the menus (a language switch reloads them).
      let next = current.map((t) => (t.key === HOME_CODE ? { ...t, title: homeTitle } : t));
      if (pathname === WORKBENCH_PATH) return next;
      if (meta?.isRouter) {
        next = openTab(next, {
          key: meta.code, title: meta.title, path: pathname + search, basePath: meta.basePath, icon: meta.icon, notCache: meta.notCache,
        }, HOME_CODE);
      }
      return next;
    });
  }, [pathname, search, meta?.code, meta?.title, meta?.isRouter, meta?.basePath, meta?.notCache, meta?.icon, homeTitle]);

  useEffect(() => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ tenantId, tabs }));
  }, [tabs, tenantId]);

  const select = (key: string) => {
    const tab = tabs.find((t) => t.key === key);
    if (tab) navigate(tabTarget(tab));
  };
  const close = (key: string) => {
    const at = tabs.findIndex((t) => t.key === key);
    const next = closeTab(tabs, key, HOME_CODE);
    setTabs(next);
    if (key === activeKey) navigate(tabTarget(next[Math.max(0, at - 1)] ?? next[0]));
  };
  const closeOthers = () => setTabs(closeOtherTabs(tabs, activeKey ?? HOME_CODE, HOME_CODE));
  const closeAll = () => {
    setTabs(closeAllTabs(tabs, HOME_CODE));
    navigate(WORKBENCH_PATH);
  };
  return { tabs, activeKey, select, close, closeOthers, closeAll };
}
