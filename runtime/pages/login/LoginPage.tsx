import { App } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams, Link } from 'react-router-dom';
import { LanguageSwitch } from '../../boot';
import { signIn } from '../../session';
import { BrandPanel } from './BrandPanel';
import { LoginForm, type LoginValues } from './LoginForm';
import { safeRedirect } from './safeRedirect';

/** Sign-in: brand panel on the left, the form card on the right. */
export function LoginPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);

  const submit = async ({ userName, password }: LoginValues) => {
    setBusy(true);
    try {
      const result = await signIn(userName, password);
      if (!result.ok) {
        void message.error(t('login.noMenu'));
        return;
      }
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      // The request layer has already shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="login-page">
      <BrandPanel />
      <main className="login-main">
        <div className="login-main__top">
          <LanguageSwitch />
        </div>
        <div className="login-card">
          <h2 className="login-card__title">{t('login.title')}</h2>
          <p className="login-card__subtitle">{t('login.subtitle')}</p>
          <LoginForm busy={busy} onSubmit={submit} />
          <p className="login-card__register">
            {t('register.noCompany')} <Link to="/login-new-tenant" data-testid="go-register">{t('register.title')}</Link>
          </p>
        </div>
        <div className="login-main__bottom" />
      </main>
    </div>
  );
}
