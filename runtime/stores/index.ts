export { useSessionStore } from './sessionStore';
export type { SessionState } from './sessionStore';
export { useLockStore } from './lockStore';
export type { LockState } from './lockStore';
export { toBadgeText, useTaskBadgeStore } from './taskBadgeStore';
