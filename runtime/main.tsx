import React from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { initI18n, t } from './i18n';
import { configureRequest } from './request';
import { clearLocalSession } from './session';
import { useLockStore } from './stores';
import { installErrorLogger } from './deploy';
import './styles/global.css';

installErrorLogger();
const lang = initI18n();
document.title = t('app.fullName');

configureRequest({
  getLanguage: () => lang,
  translate: (key) => t(key),
  onSessionInvalid: clearLocalSession,
  onIdleLock: () => useLockStore.getState().lock(),
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
    <App lang={lang} />
  </React.StrictMode>,
);
