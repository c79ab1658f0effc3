import { logout } from '../api';
import { useLockStore, useSessionStore } from '../stores';

/**
 * Logs out on the server, then clears the local session whatever the answer
 * (a dead session must not trap the user in the shell). Resolves to the server's success.
 */
export async function signOut(): Promise<boolean> {
  let ok = true;
  try {
    await logout();
  } catch {
    ok = false;
  }
  clearLocalSession();
  return ok;
}

/** Clears user info, token, menus and the lock mask. */
export function clearLocalSession(): void {
  useSessionStore.getState().clear();
  useLockStore.getState().unlock();
}
