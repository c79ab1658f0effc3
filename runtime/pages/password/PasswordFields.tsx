import { LockOutlined, SafetyOutlined, WarningFilled } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { useCapsLock, useCountdown } from '../login';
import '../login/signin.css';

/** 6-18 letters and digits (spec 000 sections 5 and 9). */
const PASSWORD = /^[A-Za-z0-9]{6,18}$/;

/** The SMS code with its send button, off for 59 s after a send (spec 000 sections 2.8, 4.3). */
export function SmsCodeField({ onSend, testId }: { onSend: () => Promise<unknown>; testId: string }) {
  const { t } = useTranslation();
  const { left, start } = useCountdown();
  const send = async () => {
    await onSend();
    start();
  };
  return (
    <Form.Item label={t('shellLogin.authCode')} required>
      <Space.Compact block>
        <Form.Item
          name="authCode"
          noStyle
          normalize={(v: string) => (v ?? '').replace(/\D/g, '').slice(0, 6)}
          rules={[{ required: true, message: t('shellLogin.authCodeRequired') }, { len: 6, message: t('shellLogin.authCodeInvalid') }]}
        >
          <Input prefix={<SafetyOutlined />} placeholder={t('shellLogin.authCodePlaceholder')} autoComplete="one-time-code" maxLength={6} data-testid={`${testId}-auth-code`} />
        </Form.Item>
        <Button onClick={() => void send().catch(() => undefined)} disabled={left > 0} data-testid={`${testId}-send-code`} style={{ minWidth: 128 }}>
          {left > 0 ? t('shellLogin.resendIn', { n: left }) : t('shellLogin.sendCode')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}

/** A password input that warns while Caps Lock is on. */
function PasswordInput({ testId, placeholder, ...rest }: { testId: string; placeholder: string } & Record<string, unknown>) {
  const { t } = useTranslation();
  const { capsLockOn, onKeyDown, onKeyUp } = useCapsLock();
  return (
    <>
      <Input.Password {...rest} prefix={<LockOutlined />} placeholder={placeholder} autoComplete="new-password" onKeyDown={onKeyDown} onKeyUp={onKeyUp} data-testid={testId} />
      {capsLockOn ? <div className="login-capslock" data-testid={`${testId}-capslock`}><WarningFilled /> {t('login.capsLock')}</div> : null}
    </>
  );
}

/** The new password (`passwd`) and its confirmation (`newPasswd`), checked as the server checks them. */
export function NewPasswordFields({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="passwd"
        label={t('signin.newPassword')}
        rules={[{ required: true, message: t('signin.newPasswordRequired') }, { pattern: PASSWORD, message: t('signin.passwordFormat') }]}
      >
        <PasswordInput testId={`${testId}-passwd`} placeholder={t('signin.passwordFormat')} />
      </Form.Item>
      <Form.Item
        name="newPasswd"
        label={t('signin.confirmPassword')}
        dependencies={['passwd']}
        rules={[
          { required: true, message: t('signin.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value) => (!value || value === getFieldValue('passwd') ? Promise.resolve() : Promise.reject(new Error(t('signin.passwordsDiffer')))),
          }),
        ]}
      >
        <PasswordInput testId={`${testId}-new-passwd`} placeholder={t('signin.confirmPlaceholder')} />
      </Form.Item>
    </>
  );
}
