export { signIn, signInWith, loadSession, reloadMenus } from './signIn';
export type { SignInResult } from './signIn';
export { signOut, clearLocalSession } from './signOut';
export { useLockCountdown, clientLockSeconds, DEFAULT_LOCK_SECONDS } from './lockCountdown';
