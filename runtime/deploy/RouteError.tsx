import { CloseCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import useApp from 'antd/es/app/useApp';
import React, { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError } from './chunkErrors';
import { reportScriptError } from './errorLogger';

/**
 * What a route shows when it fails instead of "Unexpected Application Error".
 * A failed code chunk (a new deploy removed it) asks: OK reloads now, cancel
 * leaves a page with a refresh button for later (spec 000 section 4.2).
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  // antd's `useApp` itself: routes' error element is part of the sign-in download, antd's `App` is not.
  const { modal } = useApp();
  const chunk = isChunkLoadError(error);
  const asked = useRef(false);

  useEffect(() => {
    if (!chunk) {
      const e = error as Error | undefined;
      reportScriptError(e?.message ?? String(error), e?.stack);
      return;
    }
    if (asked.current) return;
    asked.current = true;
    modal.confirm({
      title: t('deploy.newVersionTitle'),
      content: t('deploy.newVersionText'),
      okText: t('deploy.refreshNow'),
      cancelText: t('deploy.later'),
      okButtonProps: { 'data-testid': 'chunk-refresh-now' } as Record<string, string>,
      cancelButtonProps: { 'data-testid': 'chunk-refresh-later' } as Record<string, string>,
      onOk: () => window.location.reload(),
    });
  }, [chunk, error, modal, t]);

  return (
    <div data-testid={chunk ? 'chunk-error' : 'route-error'}>
      {/* Plain markup rather than antd Result, whose status pictures (~8 KB brotli) would join the sign-in download. */}
      <div className="route-error">
        {chunk ? <InfoCircleFilled className="route-error__icon route-error__icon--info" /> : <CloseCircleFilled className="route-error__icon route-error__icon--error" />}
        <h2 className="route-error__title">{chunk ? t('deploy.loadFailedTitle') : t('deploy.errorTitle')}</h2>
        <p className="route-error__text">{chunk ? t('deploy.loadFailedText') : t('deploy.errorText')}</p>
        <Button type="primary" onClick={() => window.location.reload()} data-testid="route-error-refresh">{t('deploy.refresh')}</Button>
      </div>
    </div>
  );
}
