/** One opened page of the tabbed layout (spec 000 section 2.5). */
export interface PageTab {
  /** The menu code (or route) the tab stands for. */
  key: string;
  title: string;
  /** Where the tab's page opens when clicked: its last URL, or its base path for a notCache page. */
  path: string;
  basePath: string;
  icon?: string | null;
  notCache?: boolean;
}

/** A new tab goes right after home; an open tab only updates its URL. Home is always first. */
export function openTab(tabs: PageTab[], tab: PageTab, homeKey: string): PageTab[] {
  const at = tabs.findIndex((t) => t.key === tab.key);
  if (at >= 0) return tabs.map((t, i) => (i === at ? { ...t, path: tab.path, title: tab.title } : t));
  if (tab.key === homeKey) return [tab, ...tabs];
  const homeAt = tabs.findIndex((t) => t.key === homeKey);
  const next = [...tabs];
  next.splice(homeAt + 1, 0, tab);
  return next;
}

/** Closing a tab; home cannot be closed. */
export function closeTab(tabs: PageTab[], key: string, homeKey: string): PageTab[] {
  return key === homeKey ? tabs : tabs.filter((t) => t.key !== key);
}

/** "Close others": home and the current tab stay. */
export function closeOtherTabs(tabs: PageTab[], currentKey: string, homeKey: string): PageTab[] {
  return tabs.filter((t) => t.key === homeKey || t.key === currentKey);
}

/** "Close all": only home stays (the caller goes home). */
export function closeAllTabs(tabs: PageTab[], homeKey: string): PageTab[] {
  return tabs.filter((t) => t.key === homeKey);
}

/** Where clicking a tab leads: the page as it was left, or afresh for a page that is not cached. */
export function tabTarget(tab: PageTab): string {
  return tab.notCache ? tab.basePath : tab.path;
}
