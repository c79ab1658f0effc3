import { DesktopOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useIsPhone } from '../../../components';
import FunctionDevelopmentPage from '../FunctionDevelopmentPage';

/** Function development (form and flow designers) needs a desktop: a phone says so instead of a squeezed canvas. */
export default function ResponsiveFunctionDevelopment() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!useIsPhone()) return <FunctionDevelopmentPage />;
  return (
    <div data-testid="desktop-only">
    <Result
      className="phone-desktop-only"
      icon={<DesktopOutlined />}
      title={t('phone.desktopOnly.title')}
      subTitle={t('phone.desktopOnly.text')}
      extra={<Button size="large" type="primary" onClick={() => navigate('/workbench')} data-testid="desktop-only-back">{t('layout.backToWorkbench')}</Button>}
    />
    </div>
  );
}
