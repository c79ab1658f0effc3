import { getCurrentTenant, getCurrentUser, getMenuTree, login } from '../api';
import { permittedPages } from '../menu';
import { setToken } from '../request';
import { useSessionStore } from '../stores';

export type SignInResult = { ok: true } | { ok: false; reason: 'noMenu' };

/** Loads user, tenant and menus for the stored token into the session store. */
export async function loadSession(): Promise<void> {
  const [user, tenant, menus] = await Promise.all([
    getCurrentUser(),
    getCurrentTenant().catch(() => null),
    getMenuTree(),
  ]);
  useSessionStore.getState().setSession({
    user,
    tenant,
    menuTree: menus.menuTree ?? [],
    menuMap: menus.menuMap ?? null,
  });
}

/** Reads the menus again (after the designer publishes a function or changes its menu). */
export async function reloadMenus(): Promise<void> {
  const menus = await getMenuTree();
  const state = useSessionStore.getState();
  state.setSession({ user: state.user, tenant: state.tenant, menuTree: menus.menuTree ?? [], menuMap: menus.menuMap ?? null });
}

/**
 * Password sign-in (spec 000 section 4.3): stores the token, loads the session and
 * refuses a user without any menu (storage cleared). Server errors reject (already toasted).
 */
export async function signIn(userName: string, password: string, captchaVerification?: string): Promise<SignInResult> {
  return signInWith(() => login(userName.trim(), password, captchaVerification));
}

/** Any sign-in method that answers a token (password, phone and code): the same session loading and menu rule. */
export async function signInWith(obtain: () => Promise<{ token: string }>): Promise<SignInResult> {
  const { token } = await obtain();
  setToken(token);
  try {
    await loadSession();
  } catch (error) {
    useSessionStore.getState().clear();
    throw error;
  }
  const { menuTree, menuMap } = useSessionStore.getState();
  if (permittedPages(menuTree, menuMap).length === 0) {
    useSessionStore.getState().clear();
    sessionStorage.clear();
    return { ok: false, reason: 'noMenu' };
  }
  return { ok: true };
}
