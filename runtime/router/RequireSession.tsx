import React, { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoading } from '../boot';
import { getToken } from '../request';
import { loadSession } from '../session';
import { useSessionStore } from '../stores';

/** No token -> /login (with the way back); a token without user info reloads the session first. */
export function RequireSession({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const user = useSessionStore((s) => s.user);
  const token = getToken();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (token && !user) loadSession().catch(() => setFailed(true));
  }, [token, user]);

  if (!token || failed) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  if (!user) return <PageLoading />;
  return <>{children}</>;
}
