import { Button, Result } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** Shown when a page's data could not be loaded (the toast already said why). */
export function LoadFailed({ backTo }: { backTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={t('common.loadFailed')}
      subTitle={t('common.loadFailedHint')}
      extra={[
        <Button key="back" onClick={() => navigate(backTo)}>{t('common.back')}</Button>,
        <Button key="retry" type="primary" onClick={() => window.location.reload()}>{t('common.retry')}</Button>,
      ]}
      data-testid="load-failed"
    />
  );
}
