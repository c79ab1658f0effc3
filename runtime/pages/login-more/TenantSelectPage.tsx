import { RightOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Spin, Tag } from 'antd';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { getUserTenants, setDefaultTenant, switchTenant, type CompanyAccount } from '../../api';
import { getToken, setToken } from '../../request';
import { loadSession, signOut } from '../../session';
import { AuthCard } from './AuthCard';
import { safeRedirect } from '../login';

/**
 * The tenant selector (route login-tenant, spec 000 sections 2.12, 4.3): a user
 * of several companies picks the one to enter; "enter this one next time" makes it the default.
 */
export function TenantSelectPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [companies, setCompanies] = useState<CompanyAccount[] | null>(null);
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const token = getToken();

  useEffect(() => {
    if (token) getUserTenants().then(setCompanies).catch(() => setCompanies([]));
  }, [token]);
  if (!token) return <Navigate to="/login" replace />;

  const enter = async (company: CompanyAccount) => {
    setBusy(company.tenantId);
    try {
      if (!company.checked) setToken((await switchTenant(company.tenantId)).token);
      if (remember) await setDefaultTenant(company.tenantId);
      await loadSession();
      message.destroy();
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      setBusy(null);
    }
  };
  const back = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };

  return (
    <AuthCard title={t('signin.tenant.title')} subtitle={t('signin.tenant.subtitle')} testId="tenant-select">
      {companies === null ? <Spin /> : (
        <div className="tenant-list">
          {companies.map((c) => (
            <button
              key={c.tenantId}
              type="button"
              className="tenant-choice"
              disabled={busy !== null}
              onClick={() => void enter(c)}
              data-testid={`tenant-choice-${c.tenantId}`}
              data-checked={c.checked}
            >
              <span className="tenant-choice__avatar">{c.corpName.slice(0, 1).toUpperCase()}</span>
              <span className="tenant-choice__body">
                <span className="tenant-choice__name">{c.corpName}</span>
                <br />
                <span className="tenant-choice__id">{c.tenantId}</span>
              </span>
              {c.checked ? <Tag color="blue">{t('signin.tenant.default')}</Tag> : null}
              {busy === c.tenantId ? <Spin size="small" /> : <RightOutlined style={{ color: '#94a3b8' }} />}
            </button>
          ))}
        </div>
      )}
      <Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} data-testid="tenant-remember">{t('signin.tenant.remember')}</Checkbox>
      <Button type="link" block style={{ marginTop: 16 }} onClick={() => void back()} data-testid="tenant-back">{t('signin.backToLogin')}</Button>
    </AuthCard>
  );
}
