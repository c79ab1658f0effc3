import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Crumb } from '../components';
import { findMenuForPath, menuPath, WORKBENCH_PATH } from '../menu';
import { useSessionStore } from '../stores';

/** Breadcrumbs for a function route: workbench / menu group / function [/ extra]. */
export function usePageTrail(listPath: string, fallbackTitle: string, extra?: string): Crumb[] {
  const { t } = useTranslation();
  const menuTree = useSessionStore((s) => s.menuTree);
  return useMemo(() => {
    const trail = findMenuForPath(menuTree, listPath);
    const crumbs: Crumb[] = [{ title: t('layout.workbench'), to: WORKBENCH_PATH }];
    trail?.parents.forEach((p) => crumbs.push({ title: p.title }));
    crumbs.push({ title: trail?.node.title ?? fallbackTitle, to: extra ? (trail && menuPath(trail.node)) ?? listPath : undefined });
    if (extra) crumbs.push({ title: extra });
    return crumbs;
  }, [menuTree, listPath, fallbackTitle, extra, t]);
}
