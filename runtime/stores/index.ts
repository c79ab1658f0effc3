export { useSessionStore } from './sessionStore';
export type { SessionState } from './sessionStore';
export { useLockStore } from './lockStore';
export type { LockState } from './lockStore';
export { toBadgeText, useTaskBadgeStore } from './taskBadgeStore';
export { useMessageStore, clearMessageTimers, HEADER_MESSAGE_COUNT, SOCKET_REFRESH_MS, DOT_CLEAR_MS } from './messageStore';
export type { MessageState } from './messageStore';
