// What the sign-in screen and the shell's first paint need, and nothing heavier: main.tsx,
// the router and the login page import from here so the first download stays small.
export { PageLoading } from './PageLoading';
export { LanguageSwitch } from './LanguageSwitch';
export { IdleLockGate } from './IdleLockGate';
