import { MobileOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
// Per-file import: the `antd` Input export also carries TextArea, OTP and Search into the sign-in download.
import Input from 'antd/es/input/Input';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { loginSendAuthCode } from '../../api';
import { SmsCodeField } from './SmsCodeField';

export interface PhoneLoginValues {
  mobile: string;
  authCode: string;
}

const MOBILE = /^1\d{10}$/;

/** Phone number and SMS code (spec 000 sections 2.12, 4.3): 11-digit phone, 6-digit code, send button off for 59 s. */
export function PhoneLoginForm({ busy, onSubmit }: { busy: boolean; onSubmit: (values: PhoneLoginValues) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PhoneLoginValues>();
  const send = async () => {
    await form.validateFields(['mobile']);
    await loginSendAuthCode(form.getFieldValue('mobile'));
  };
  return (
    <Form<PhoneLoginValues>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(v) => onSubmit({ mobile: v.mobile.trim(), authCode: v.authCode.trim() })}
      data-testid="phone-login-form"
    >
      <Form.Item
        name="mobile"
        label={t('shellLogin.mobile')}
        normalize={(v: string) => (v ?? '').replace(/\D/g, '').slice(0, 11)}
        rules={[{ required: true, message: t('shellLogin.mobileRequired') }, { pattern: MOBILE, message: t('shellLogin.mobileInvalid') }]}
      >
        <Input prefix={<MobileOutlined />} placeholder={t('shellLogin.mobilePlaceholder')} autoComplete="tel" maxLength={11} data-testid="login-mobile" />
      </Form.Item>
      <SmsCodeField onSend={send} testId="login" />
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="phone-login-submit" className="login-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
