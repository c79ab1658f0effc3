import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../api';
import { useSessionStore, useTaskBadgeStore } from '../stores';
import type { MenuMap } from './menuTree';

export interface ShellMenus { tree: MenuNode[]; menuMap: MenuMap }
/** Adds the shell's static menus (task centre, messages, administrators' pages) to the server's. */
export type MenuAugmenter = (menus: ShellMenus, ctx: { isAdmin: boolean; t: (key: string) => string }) => ShellMenus;

let augmenter: MenuAugmenter = (menus) => menus;

/** The layout names how the server's tree is merged with the static route list (spec 000 section 6). */
export function setMenuAugmenter(next: MenuAugmenter): void {
  augmenter = next;
}

/**
 * The merged tree and permission map that both the menus and the route guard follow:
 * a page the menus do not offer is not reachable by URL either. `ready` is false until the
 * server has said whether the user runs process operations.
 */
export function useShellMenus(): ShellMenus & { ready: boolean } {
  const { t } = useTranslation();
  const serverTree = useSessionStore((s) => s.menuTree);
  const serverMap = useSessionStore((s) => s.menuMap);
  const admin = useTaskBadgeStore((s) => s.isProcessAdmin);
  useEffect(() => void useTaskBadgeStore.getState().checkProcessAdmin(), []);
  const merged = useMemo(
    () => augmenter({ tree: serverTree, menuMap: serverMap }, { isAdmin: admin === true, t }),
    [serverTree, serverMap, admin, t],
  );
  return { ...merged, ready: admin !== null };
}
