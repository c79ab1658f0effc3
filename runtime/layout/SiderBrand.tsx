import { Avatar } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BrandMark } from '../pages/login';
import { WORKBENCH_PATH } from '../menu';
import { useSessionStore } from '../stores';

/** Tenant logo and name at the top of the sider; clicking goes home. */
export function SiderBrand({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tenant = useSessionStore((s) => s.tenant);
  const name = tenant?.corpName || t('app.name');
  return (
    <button type="button" className="sider-brand" onClick={() => navigate(WORKBENCH_PATH)} data-testid="tenant-logo" title={name}>
      {tenant?.logoUrl ? <Avatar shape="square" size={32} src={tenant.logoUrl} /> : <BrandMark size={32} />}
      {!collapsed && (
        <span className="sider-brand__text">
          <span className="sider-brand__name">{name}</span>
          <span className="sider-brand__product">{t('app.fullName')}</span>
        </span>
      )}
    </button>
  );
}
