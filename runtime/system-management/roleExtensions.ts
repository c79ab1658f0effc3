import type React from 'react';

/** A tab of the role screen added by another feature (for example per-function data scopes). */
export interface RoleTab {
  key: string;
  /** i18n key of the tab title. */
  titleKey: string;
  render: (role: { id: number; code: string; name: string }) => React.ReactNode;
}

const tabs: RoleTab[] = [];

/**
 * Where features plug into the role screen beside "members" and "menu permissions".
 * The per-function data scopes of issue 11 (own / involved / department / all per action,
 * `saveRoleFuncPermissionByRoleId`) register their tab here.
 */
export function registerRoleTab(tab: RoleTab): void {
  if (tabs.some((t) => t.key === tab.key)) throw new Error(`role tab ${tab.key} registered twice`);
  tabs.push(tab);
}

export function roleTabs(): readonly RoleTab[] {
  return tabs;
}
