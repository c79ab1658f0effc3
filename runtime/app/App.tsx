import { App as AntApp, ConfigProvider } from 'antd';
import React, { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { IdleLockOverlay } from '../components';
import { antdLocaleFor, type ShellLanguage } from '../i18n';
import { router } from '../router';
import { theme } from './theme';
import { ToastBridge } from './ToastBridge';

/** Providers (antd locale and theme, toasts), the idle lock and the routes. */
export function App({ lang }: { lang: ShellLanguage }) {
  const locale = useMemo(() => antdLocaleFor(lang), [lang]);
  return (
    <ConfigProvider locale={locale} theme={theme}>
      <AntApp>
        <ToastBridge />
        <RouterProvider router={router} />
        <IdleLockOverlay />
      </AntApp>
    </ConfigProvider>
  );
}
