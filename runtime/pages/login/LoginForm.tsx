import { LockOutlined, UserOutlined, WarningFilled } from '@ant-design/icons';
import { Button, Form } from 'antd';
// Per-file imports: the `antd` Input export also carries TextArea, OTP and Search into the sign-in download.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { useCapsLock } from './useCapsLock';

export interface LoginValues {
  userName: string;
  password: string;
}

/** Username and password with required checks; the username is trimmed. */
export function LoginForm({ busy, onSubmit }: { busy: boolean; onSubmit: (values: LoginValues) => void }) {
  const { t } = useTranslation();
  const { capsLockOn, onKeyDown, onKeyUp } = useCapsLock();
  return (
    <Form<LoginValues>
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(v) => onSubmit({ userName: v.userName.trim(), password: v.password })}
      data-testid="login-form"
    >
      <Form.Item
        name="userName"
        label={t('login.username')}
        normalize={(v: string) => v?.trimStart()}
        rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.usernamePlaceholder')}
          autoComplete="username"
          autoFocus
          data-testid="login-username"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[{ required: true, message: t('login.passwordRequired') }]}
        extra={capsLockOn ? (
          <span className="login-capslock" data-testid="login-capslock"><WarningFilled /> {t('login.capsLock')}</span>
        ) : undefined}
      >
        <Password
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          onKeyDown={onKeyDown}
          onKeyUp={onKeyUp}
          data-testid="login-password"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit" className="login-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
