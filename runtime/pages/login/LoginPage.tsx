import { Segmented } from 'antd';
import useApp from 'antd/es/app/useApp';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams, Link } from 'react-router-dom';
import { LanguageSwitch } from '../../boot';
import { getLoginRiskControlLevel, mobileLogin } from '../../api';
import { isRequestError } from '../../request';
import { signIn, signInWith, type SignInResult } from '../../session';
import { AgreementCheck } from './AgreementCheck';
import { BrandPanel } from './BrandPanel';
import { LoginForm, type LoginValues } from './LoginForm';
import { PhoneLoginForm, type PhoneLoginValues } from './PhoneLoginForm';
import { useSliderCheck } from './useSliderCheck';
import { SsoButton } from './SsoButton';
import { useEnterShell } from './useEnterShell';
// The page's own styles: the slider's module, which used to bring them, now loads on demand.
import './signin.css';

/** The server's answer when a sign-in needs the slider first (spec 000 section 8.3 "man-machine verification failed"). */
const CAPTCHA_REQUIRED = 428;

/** Sign-in: brand panel on the left, the form card on the right. */
export function LoginPage() {
  const { t } = useTranslation();
  // antd's `useApp` itself: `App.useApp` would bring antd's App (its dialog and toast holders) into sign-in's download.
  const { message } = useApp();
  const enterShell = useEnterShell();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [method, setMethod] = useState<'password' | 'phone'>('password');
  const [agreed, setAgreed] = useState(false);
  const [agreementMissing, setAgreementMissing] = useState(false);
  const slider = useSliderCheck();

  /** Sign-in waits for the user agreement (spec 000 section 5). */
  const checkAgreement = () => {
    if (agreed) return true;
    setAgreementMissing(true);
    void message.warning(t('signin.agreementRequired'));
    return false;
  };

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
      await enterShell(params.get('redirect'));
    } catch {
      // The request layer has already shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const submit = async ({ userName, password }: LoginValues) => {
    if (!checkAgreement()) return;
    // After repeated failures the server asks for the slider (getLoginRiskControlLevel); ask the person first.
    const risk = await getLoginRiskControlLevel(userName).catch(() => ({ level: 0 }));
    let verification: string | undefined;
    if (risk.level > 0) {
      verification = await slider.ask();
      if (!verification) return;
    }
    await run(async () => {
      try {
        return await signIn(userName, password, verification);
      } catch (error) {
        if (!isRequestError(error) || error.code !== CAPTCHA_REQUIRED) throw error;
        // The risk changed between the question and the sign-in: solve the slider and try once more.
        message.destroy();
        const again = await slider.ask();
        if (!again) throw error;
        return signIn(userName, password, again);
      }
    });
  };
  const submitPhone = ({ mobile, authCode }: PhoneLoginValues) => {
    if (!checkAgreement()) return;
    void run(() => signInWith(() => mobileLogin(mobile, authCode)));
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
          {/* A segmented switch, not antd Tabs: Tabs brings rc-tabs, rc-menu and rc-dropdown (~28 KB brotli) into the sign-in download. */}
          <Segmented
            className="login-tabs"
            block
            value={method}
            onChange={(v) => setMethod(v as 'password' | 'phone')}
            options={[
              { value: 'password', label: <span data-testid="login-tab-password">{t('shellLogin.byPassword')}</span> },
              { value: 'phone', label: <span data-testid="login-tab-phone">{t('shellLogin.byPhone')}</span> },
            ]}
          />
          {/* Both stay mounted, as tab panes did, so switching back keeps what was typed. */}
          <div className="login-method" hidden={method !== 'password'}><LoginForm busy={busy} onSubmit={(v) => void submit(v)} /></div>
          <div className="login-method" hidden={method !== 'phone'}><PhoneLoginForm busy={busy} onSubmit={submitPhone} /></div>
          <AgreementCheck checked={agreed} missing={agreementMissing && !agreed} onChange={(v) => { setAgreed(v); setAgreementMissing(false); }} />
          <div className="login-links">
            <Link to="/forget-psd" data-testid="go-forget-password">{t('signin.forgotLink')}</Link>
            <span>
              {t('register.noCompany')} <Link to="/login-new-tenant" data-testid="go-register">{t('register.title')}</Link>
            </span>
          </div>
          <SsoButton beforeStart={checkAgreement} />
        </div>
        <div className="login-main__bottom" />
      </main>
      {slider.dialog}
    </div>
  );
}
