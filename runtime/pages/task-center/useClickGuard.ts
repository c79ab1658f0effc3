import { App } from 'antd';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 000 section 9: a button is held for 2 s after a click. */
export const CLICK_GUARD_MS = 2_000;

/**
 * Wraps an action so a second click within 2 s does nothing but say
 * "do not click repeatedly" (spec 001 section 5, process operations).
 */
export function useClickGuard(ms = CLICK_GUARD_MS) {
  const { message } = App.useApp();
  const { t } = useTranslation();
  const last = useRef(0);
  return useCallback(<A extends unknown[]>(fn: (...args: A) => unknown) => (...args: A) => {
    const now = Date.now();
    if (now - last.current < ms) {
      void message.warning(t('taskCenter.doNotRepeat'));
      return;
    }
    last.current = now;
    void fn(...args);
  }, [message, t, ms]);
}
