import { useNavigate } from 'react-router-dom';
import { getUserTenants } from '../../api';
import { safeRedirect } from './safeRedirect';

/**
 * After any sign-in: a user of several companies picks one first (route
 * login-tenant, spec 000 section 2.12); others go straight to the redirect or the workbench.
 */
export function useEnterShell(): (redirect: string | null) => Promise<void> {
  const navigate = useNavigate();
  return async (redirect) => {
    const companies = await getUserTenants().catch(() => []);
    if (companies.length > 1) {
      navigate(`/login-tenant${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`, { replace: true });
      return;
    }
    navigate(safeRedirect(redirect), { replace: true });
  };
}
