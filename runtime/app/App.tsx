import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import React, { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { IdleLockGate } from '../boot';
import { router } from '../router';
import { DeferredApp } from './DeferredApp';
import { themeFor, usePrefersReducedMotion } from './reducedMotion';
import { theme } from './theme';
import { ToastBridge } from './ToastBridge';

/** Providers (antd locale and theme, toasts), the idle lock and the routes. */
export function App({ locale }: { locale: Locale }) {
  const reducedMotion = usePrefersReducedMotion();
  const shownTheme = useMemo(() => themeFor(theme, reducedMotion), [reducedMotion]);
  return (
    <ConfigProvider locale={locale} theme={shownTheme}>
      <DeferredApp>
        <ToastBridge />
        <RouterProvider router={router} />
        <IdleLockGate />
      </DeferredApp>
    </ConfigProvider>
  );
}
