import { Button, Result, Spin } from 'antd';
import React, { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { codeByCasDoorLogin } from '../../api';
import { isRequestError } from '../../request';
import { signInWith } from '../../session';
import { AuthCard } from './AuthCard';
import { SSO_STATE_KEY, useEnterShell } from '../login';

/**
 * Where the identity provider sends the browser back (route loading-login-sso):
 * the state must be the one this tab sent; the server trades the code and checks the id_token.
 */
export function SsoCallbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const enterShell = useEnterShell();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state');
    const sent = sessionStorage.getItem(SSO_STATE_KEY);
    sessionStorage.removeItem(SSO_STATE_KEY);
    if (!code || !state || state !== sent) {
      setError(t('signin.sso.badState'));
      return;
    }
    signInWith(() => codeByCasDoorLogin(code, state))
      .then((result) => (result.ok ? enterShell(null) : setError(t('login.noMenu'))))
      .catch((e: unknown) => setError(isRequestError(e) ? e.message : t('signin.sso.failed')));
  }, [params, t, enterShell]);

  return (
    <AuthCard title={t('signin.sso.title')} testId="sso-callback">
      {error ? (
        <Result
          status="error"
          title={t('signin.sso.failed')}
          subTitle={<span data-testid="sso-error">{error}</span>}
          extra={<Link to="/login"><Button type="primary">{t('signin.backToLogin')}</Button></Link>}
        />
      ) : (
        <div style={{ textAlign: 'center', padding: 32 }}><Spin size="large" /><p style={{ marginTop: 16 }}>{t('signin.sso.signingIn')}</p></div>
      )}
    </AuthCard>
  );
}
