import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Divider } from 'antd';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCasdoorSigninUrl, getSsoOptions } from '../../api';

/** Where the state of a single sign-on under way waits for the provider to send the browser back. */
export const SSO_STATE_KEY = 'sso-state';

/** "Sign in with <provider>", shown only when the server has a single sign-on provider configured. */
export function SsoButton({ beforeStart }: { beforeStart: () => boolean }) {
  const { t } = useTranslation();
  const [label, setLabel] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    getSsoOptions().then((o) => live && setLabel(o.enabled ? o.label : null)).catch(() => undefined);
    return () => { live = false; };
  }, []);
  if (!label) return null;
  const start = async () => {
    if (!beforeStart()) return;
    setBusy(true);
    try {
      const { url, state } = await getCasdoorSigninUrl();
      sessionStorage.setItem(SSO_STATE_KEY, state);
      window.location.assign(url);
    } catch {
      setBusy(false);
    }
  };
  return (
    <div className="login-sso">
      <Divider plain>{t('signin.sso.or')}</Divider>
      <Button block size="large" icon={<SafetyCertificateOutlined />} loading={busy} onClick={() => void start()} data-testid="login-sso">
        {t('signin.sso.button', { name: label })}
      </Button>
    </div>
  );
}
