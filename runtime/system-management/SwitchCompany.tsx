import { CheckOutlined, SwapOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post, setToken } from '../request';
import { loadSession } from '../session';
import { WORKBENCH_PATH } from '../menu';

interface Company { id: string; tenantId: string; corpName: string; checked: boolean }

/**
 * "Switch company" at the bottom of the left menu, only for people in more than one
 * company (spec 000 sections 2.4 and 4.3): switch, reload user info and menus, open the workbench.
 */
export function SwitchCompany({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const [companies, setCompanies] = useState<Company[]>([]);
  useEffect(() => {
    post<Company[]>('/api/admin/user/getUserTenantByMobile', {}, { silent: true }).then(setCompanies, () => undefined);
  }, []);
  if (companies.length < 2) return null;
  const choose = async (tenantId: string) => {
    const { token } = await post<{ token: string }>('/api/admin/user/switchTenant', { tenantId });
    setToken(token);
    await loadSession();
    // A fresh page: every store (badges, messages, menus) starts from the new company.
    window.location.assign(WORKBENCH_PATH);
  };
  return (
    <Dropdown trigger={['click']} placement="topLeft" menu={{
      items: companies.map((c) => ({
        key: c.tenantId, disabled: c.checked,
        label: <span data-testid={`company-${c.tenantId}`}>{c.corpName} {c.checked && <CheckOutlined style={{ color: '#16a34a' }} />}</span>,
      })),
      onClick: ({ key }) => void choose(key),
    }}>
      <button type="button" className="sider-bottom__item" data-testid="switch-company" title={t('console.switchCompany')}>
        <SwapOutlined />
        {!collapsed && <span>{t('console.switchCompany')}</span>}
      </button>
    </Dropdown>
  );
}
