import { Button, Result } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** 404 for unknown routes; `standalone` centers it on an empty page (outside the shell). */
export function NotFoundPage({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={standalone ? 'not-found not-found--standalone' : 'not-found'} data-testid="not-found">
      <Result
        status="404"
        title="404"
        subTitle={t('notFound.subtitle')}
        extra={<Button type="primary" onClick={() => navigate('/workbench')}>{t('notFound.back')}</Button>}
      />
    </div>
  );
}
