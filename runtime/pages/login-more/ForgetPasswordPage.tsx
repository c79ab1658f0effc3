import { MobileOutlined } from '@ant-design/icons';
import { App, Button, Form, Input } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { forgotPasswordSendAuthCode, resetPasswdByMobile } from '../../api';
import { isRequestError } from '../../request';
import { AuthCard } from './AuthCard';
import { NewPasswordFields, SmsCodeField } from '../password';

interface ResetValues { mobile: string; authCode: string; passwd: string; newPasswd: string }

const MOBILE = /^1\d{10}$/;

/** Forgot password (route forget-psd): the account's mobile, the code sent to it, the new password twice. */
export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ResetValues>();
  const [busy, setBusy] = useState(false);

  const send = async () => {
    await form.validateFields(['mobile']);
    await forgotPasswordSendAuthCode(form.getFieldValue('mobile'));
  };
  const submit = async (v: ResetValues) => {
    setBusy(true);
    try {
      await resetPasswdByMobile({ mobile: v.mobile, authCode: v.authCode, passwd: v.passwd, newPasswd: v.newPasswd });
      void message.success(t('signin.forgot.done'));
      navigate('/login', { replace: true });
    } catch (error) {
      if (isRequestError(error) && error.code === 14) {
        form.setFields(error.fieldErrors.map((e) => ({ name: e.fields as keyof ResetValues, errors: [e.message] })));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('signin.forgot.title')} subtitle={t('signin.forgot.subtitle')} testId="forget-password">
      <Form<ResetValues> form={form} layout="vertical" size="large" requiredMark={false} onFinish={(v) => void submit(v)}>
        <Form.Item
          name="mobile"
          label={t('shellLogin.mobile')}
          normalize={(v: string) => (v ?? '').replace(/\D/g, '').slice(0, 11)}
          rules={[{ required: true, message: t('shellLogin.mobileRequired') }, { pattern: MOBILE, message: t('shellLogin.mobileInvalid') }]}
        >
          <Input prefix={<MobileOutlined />} placeholder={t('shellLogin.mobilePlaceholder')} autoComplete="tel" maxLength={11} data-testid="forget-mobile" />
        </Form.Item>
        <SmsCodeField onSend={send} testId="forget" />
        <NewPasswordFields testId="forget" />
        <Button type="primary" htmlType="submit" block loading={busy} className="login-submit" data-testid="forget-submit">
          {t('signin.forgot.submit')}
        </Button>
      </Form>
      <p className="login-card__register"><Link to="/login" data-testid="forget-back">{t('signin.backToLogin')}</Link></p>
    </AuthCard>
  );
}
