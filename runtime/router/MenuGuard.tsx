import { App, Result } from 'antd';
import React, { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PageLoading } from '../boot';
import { resolveRouteAccess, useShellMenus } from '../menu';
import { checkDeployedVersion } from '../deploy';

const DENIED_REDIRECT_DELAY_MS = 500;

/**
 * Menu-permission check of every signed-in route (spec 000 section 2.3), against the same
 * merged menus the sider shows: a page absent from the user's menus is refused by URL too.
 */
export function MenuGuard({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { t } = useTranslation();
  const { tree, menuMap, ready } = useShellMenus();
  const access = resolveRouteAccess(pathname, tree, menuMap);
  // Refusing before the server said whether the user administers processes would bounce administrators.
  const waiting = access.kind === 'denied' && !ready;

  useEffect(() => {
    if (access.kind !== 'denied' || waiting) return undefined;
    void message.warning(t('guard.noPermission'));
    const timer = setTimeout(() => navigate(access.to, { replace: true }), DENIED_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [access.kind, access.kind === 'allow' ? '' : access.to, pathname, waiting]);

  // Spec 000 section 2.3: after each navigation the page scrolls to the top and the deployed version is checked.
  useEffect(() => {
    window.scrollTo(0, 0);
    void checkDeployedVersion();
  }, [pathname]);

  if (waiting) return <PageLoading />;
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  if (access.kind === 'denied') {
    return (
      <div data-testid="no-access">
        <Result status="403" title={t('layout.noAccessTitle')} subTitle={t('guard.noPermission')} />
      </div>
    );
  }
  return <>{children}</>;
}
