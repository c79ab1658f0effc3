/** A station letter as delivered: what a socket would push. */
export interface DeliveredMessage {
  id: number;
  title: string;
  content: string;
  biz: unknown;
  createdAt: string;
}

export type MessageListener = (tenantId: string, userId: number, msg: DeliveredMessage) => void;

const listeners = new Set<MessageListener>();

/** Subscribes to new letters (e.g. a websocket hub); returns the unsubscribe function. */
export function subscribeMessages(listener: MessageListener): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/**
 * The publish hook: called once a letter is committed. A failing listener
 * never breaks the action that created the letter.
 */
export function onMessage(tenantId: string, userId: number, msg: DeliveredMessage): void {
  for (const listener of listeners) {
    try {
      listener(tenantId, userId, msg);
    } catch {
      // A subscriber's failure is its own business.
    }
  }
}
