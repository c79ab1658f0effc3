import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Space, Typography } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkUserPwd } from '../api';
import { isRequestError } from '../request';
import { signOut } from '../session';
import { useLockStore, useSessionStore } from '../stores';

const RETRY_DELAY_MS = 1_000;

/** Full-screen idle lock (spec 000 sections 2.11 and 4.2). */
export function IdleLockOverlay() {
  const { t } = useTranslation();
  const locked = useLockStore((s) => s.locked);
  const unlock = useLockStore((s) => s.unlock);
  const fullName = useSessionStore((s) => s.user?.fullName);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!locked) return null;

  const submit = async () => {
    if (!password) {
      setError(t('lock.passwordRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await checkUserPwd(password);
      setPassword('');
      unlock();
    } catch (e) {
      setError(isRequestError(e) && e.message ? e.message : t('request.error'));
      // Wrong password: the prompt opens again after 1 s.
      setTimeout(() => setPassword(''), RETRY_DELAY_MS);
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    await signOut();
    window.location.assign('/login');
  };

  return (
    <div className="idle-lock" role="dialog" aria-modal="true" data-testid="idle-lock">
      <div className="idle-lock__card">
        <div className="idle-lock__icon"><LockOutlined /></div>
        <Typography.Title level={4} style={{ marginBottom: 4 }}>{t('lock.title')}</Typography.Title>
        {fullName && <Typography.Text strong>{fullName}</Typography.Text>}
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>{t('lock.description')}</Typography.Paragraph>
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <Input.Password
            size="large"
            autoFocus
            value={password}
            placeholder={t('lock.password')}
            onChange={(e) => setPassword(e.target.value)}
            onPressEnter={submit}
            status={error ? 'error' : undefined}
            data-testid="lock-password"
          />
          {error && <Alert type="error" showIcon message={error} />}
          <Button type="primary" size="large" block loading={busy} onClick={submit} data-testid="lock-unlock">
            {t('lock.unlock')}
          </Button>
          <Button size="large" block onClick={cancel} data-testid="lock-cancel">{t('lock.cancel')}</Button>
        </Space>
      </div>
    </div>
  );
}
