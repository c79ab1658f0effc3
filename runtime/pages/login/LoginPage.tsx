import { App, Tabs } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams, Link } from 'react-router-dom';
import { LanguageSwitch } from '../../boot';
import { mobileLogin } from '../../api';
import { signIn, signInWith, type SignInResult } from '../../session';
import { BrandPanel } from './BrandPanel';
import { LoginForm, type LoginValues } from './LoginForm';
import { PhoneLoginForm, type PhoneLoginValues } from './PhoneLoginForm';
import { safeRedirect } from './safeRedirect';

/** Sign-in: brand panel on the left, the form card on the right. */
export function LoginPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);

  const run = async (attempt: () => Promise<SignInResult>) => {
    setBusy(true);
    try {
      const result = await attempt();
      if (!result.ok) {
        void message.error(t('login.noMenu'));
        return;
      }
      // A wrong-password toast from a former try must not follow the user onto the workbench.
      message.destroy();
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      // The request layer has already shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  const submit = ({ userName, password }: LoginValues) => run(() => signIn(userName, password));
  const submitPhone = ({ mobile, authCode }: PhoneLoginValues) => run(() => signInWith(() => mobileLogin(mobile, authCode)));

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
          <Tabs
            className="login-tabs"
            items={[
              { key: 'password', label: <span data-testid="login-tab-password">{t('shellLogin.byPassword')}</span>, children: <LoginForm busy={busy} onSubmit={submit} /> },
              { key: 'phone', label: <span data-testid="login-tab-phone">{t('shellLogin.byPhone')}</span>, children: <PhoneLoginForm busy={busy} onSubmit={submitPhone} /> },
            ]}
          />
          <p className="login-card__register">
            {t('register.noCompany')} <Link to="/login-new-tenant" data-testid="go-register">{t('register.title')}</Link>
          </p>
        </div>
        <div className="login-main__bottom" />
      </main>
    </div>
  );
}
