import { LockOutlined, WarningFilled } from '@ant-design/icons';
import { Form, Input } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { useCapsLock } from '../login';
import '../login/signin.css';

/** 6-18 letters and digits (spec 000 sections 5 and 9). */
const PASSWORD = /^[A-Za-z0-9]{6,18}$/;

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
