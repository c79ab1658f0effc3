/** What the shell does on session-level answers; the request layer stays free of React and routing. */
export interface RequestHandlers {
  /** Code 4: clear the session; the request layer then waits 0.8 s and calls `goToLogin`. */
  onSessionInvalid: () => void;
  goToLogin: () => void;
  /** Code 18: show the idle-lock overlay. */
  onIdleLock: () => void;
  /** Resolves once the idle lock is lifted (calls refused during the lock are then repeated). */
  waitForUnlock: () => Promise<void>;
  /** Value of the `lang` header. */
  getLanguage: () => string;
  /** Localised text for client-side failures. */
  translate: (key: 'request.error' | 'request.timeout') => string;
}

const noop = () => undefined;

export const handlers: RequestHandlers = {
  onSessionInvalid: noop,
  goToLogin: () => window.location.assign('/login'),
  onIdleLock: noop,
  waitForUnlock: () => new Promise<void>(() => undefined),
  getLanguage: () => 'zh-CN',
  translate: (key) => key,
};

/** Wires the request layer to the shell (called once at start-up). */
export function configureRequest(next: Partial<RequestHandlers>): void {
  Object.assign(handlers, next);
}
