import React from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { initI18n, loadAntdLocale, t, detectLanguage } from './i18n';
import { configureRequest } from './request';
import { clearLocalSession } from './session';
import { useLockStore } from './stores';
import { installErrorLogger } from './deploy';
import './styles/global.css';

installErrorLogger();

async function start(): Promise<void> {
  // The shown language's texts and antd locale download side by side, before the first paint.
  const [lang, locale] = await Promise.all([initI18n(), loadAntdLocale(detectLanguage())]);
  document.title = t('app.fullName');

  configureRequest({
    getLanguage: () => lang,
    translate: (key) => t(key),
    onSessionInvalid: clearLocalSession,
    onIdleLock: () => useLockStore.getState().lock(),
    // Calls refused during the lock are repeated once it is lifted.
    waitForUnlock: () => new Promise<void>((resolve) => {
      const stop = useLockStore.subscribe((s) => {
        if (s.locked) return;
        stop();
        resolve();
      });
    }),
    goToLogin: () => window.location.assign('/login'),
  });

  createRoot(document.getElementById('root')!).render(
    <React.StrictMode>
      <App locale={locale} />
    </React.StrictMode>,
  );
}

void start();
