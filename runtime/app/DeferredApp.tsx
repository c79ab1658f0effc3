import AppContext from 'antd/es/app/context';
import useStyle from 'antd/es/app/style';
import { ConfigContext } from 'antd/es/config-provider/context';
import React, { Suspense, lazy, useContext, useEffect, useState } from 'react';
import { getToken } from '../request';
import { useSessionStore } from '../stores';
import { createDeferredApis } from './deferredApis';

const AppHolders = lazy(() => import('./AppHolders'));

/**
 * antd's `App`, minus what sign-in does not need yet: the same `ant-app` wrapper (font, colour,
 * line height) and the same context for `App.useApp()`, whose message, modal and notification
 * load on first use, on the first key or pointer press, or as soon as someone is signed in,
 * whichever comes first. Signed-in pages have them before any chunk can go missing (a deploy's
 * "new version" prompt is a modal). Everything below keeps calling `App.useApp()`.
 */
export function DeferredApp({ children }: { children: React.ReactNode }) {
  const { direction, getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [wrapCSSVar, hashId, cssVarCls] = useStyle(prefixCls);
  const [asked, setWanted] = useState(false);
  const signedIn = useSessionStore((s) => s.user !== null) || Boolean(getToken());
  const wanted = asked || signedIn;
  const [deferred] = useState(() => createDeferredApis(() => setWanted(true)));

  useEffect(() => {
    if (wanted) return undefined;
    // Someone about to type or click may get a toast soon: fetch the holders now.
    const want = () => setWanted(true);
    window.addEventListener('keydown', want, { capture: true, once: true });
    window.addEventListener('pointerdown', want, { capture: true, once: true });
    return () => {
      window.removeEventListener('keydown', want, { capture: true });
      window.removeEventListener('pointerdown', want, { capture: true });
    };
  }, [wanted]);

  const className = [hashId, prefixCls, cssVarCls, direction === 'rtl' ? `${prefixCls}-rtl` : ''].filter(Boolean).join(' ');
  return wrapCSSVar(
    <AppContext.Provider value={deferred.apis}>
      <div className={className}>
        {wanted ? <Suspense fallback={null}><AppHolders onReady={deferred.attach} /></Suspense> : null}
        {children}
      </div>
    </AppContext.Provider>,
  );
}
