import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getToken } from '../request';
import { useLockStore, useMessageStore, clearMessageTimers, useTaskBadgeStore } from '../stores';
import { createSocketClient, socketUrl } from './createSocketClient';

/** Spec 000 section 4.5: the list refreshes 0.5 s after a socket message. */
const REFRESH_DELAY_MS = 500;

/**
 * Keeps the signed-in user's socket open while the shell is mounted and not
 * idle-locked: every pushed message recounts the task badge and refreshes the
 * task lists. The server closes the socket when the session locks; unlocking
 * opens a new one at once (and recounts what arrived meanwhile).
 */
export function useMessageSocket(enabled: boolean): void {
  const { message } = App.useApp();
  const { t } = useTranslation();
  const locked = useLockStore((s) => s.locked);
  useEffect(() => {
    if (!enabled || locked || typeof WebSocket === 'undefined') return undefined;
    void useTaskBadgeStore.getState().refresh();
    void useMessageStore.getState().refresh();
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const client = createSocketClient({
      url: () => socketUrl(window.location),
      token: () => getToken() ?? '',
      onMessage: () => {
        useMessageStore.getState().arrived();
        const timer = setTimeout(() => {
          timers.delete(timer);
          useTaskBadgeStore.getState().notify();
        }, REFRESH_DELAY_MS);
        timers.add(timer);
      },
      onError: () => void message.warning(t('taskCenter.socketFailed')),
    });
    return () => {
      client.stop();
      timers.forEach(clearTimeout);
      clearMessageTimers();
    };
  }, [enabled, locked, message, t]);
}
