import { App } from 'antd';
import React, { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { resolveRouteAccess } from '../menu';
import { useSessionStore } from '../stores';
import { checkDeployedVersion } from '../deploy';

const DENIED_REDIRECT_DELAY_MS = 500;

/** Menu-permission check of every signed-in route (spec 000 section 2.3). */
export function MenuGuard({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { t } = useTranslation();
  const menuTree = useSessionStore((s) => s.menuTree);
  const menuMap = useSessionStore((s) => s.menuMap);
  const access = resolveRouteAccess(pathname, menuTree, menuMap);

  useEffect(() => {
    if (access.kind !== 'denied') return undefined;
    void message.warning(t('guard.noPermission'));
    const timer = setTimeout(() => navigate(access.to, { replace: true }), DENIED_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [access.kind, access.kind === 'allow' ? '' : access.to, pathname]);

  // Spec 000 section 2.3: after each navigation the page scrolls to the top and the deployed version is checked.
  useEffect(() => {
    window.scrollTo(0, 0);
    void checkDeployedVersion();
  }, [pathname]);

  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  if (access.kind === 'denied') return null;
  return <>{children}</>;
}
