/** Station letters: storage helpers for the approval engine, the read API and the publish hook. */
export { registerMessageRoutes, MESSAGE_CATEGORIES } from './routes';
export { onMessage, subscribeMessages } from './publish';
export type { DeliveredMessage, MessageListener } from './publish';
export { writeLetter, renderLetter, stateText, processTitle, toLetterView, toDelivered } from './letters';
export type { LetterBiz, Localized, PendingLetter } from './letters';
