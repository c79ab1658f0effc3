import React, { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoading } from '../boot';
import { getToken } from '../request';
import { loadSession, reloadMenus } from '../session';
import { useSessionStore } from '../stores';

/** No token -> /login (with the way back); a token without user info reloads the session first. */
export function RequireSession({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const user = useSessionStore((s) => s.user);
  const ended = useSessionStore((s) => s.ended);
  const token = getToken();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (token && !user) loadSession().catch(() => setFailed(true));
  }, [token, user]);
  // Menus and buttons kept from an earlier page load may be stale (an administrator changed the
  // role since): a page load reads them again, so the change shows without signing in anew.
  const hadUser = useState(() => Boolean(token && user))[0];
  useEffect(() => {
    if (hadUser) void reloadMenus().catch(() => undefined);
  }, [hadUser]);

  // Logout and a password change also navigate to sign-in themselves, but the router applies that
  // a turn later than this render: both must land on the same address.
  if (!token && ended) return <Navigate to="/login" replace />;
  if (!token || failed) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  if (!user) return <PageLoading />;
  return <>{children}</>;
}
