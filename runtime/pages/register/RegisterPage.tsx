import { App, Button, Checkbox, Form, Input, Space } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { checkField, SETTINGS_FORMS, type FieldRule } from '../../../engine/index';
import { LanguageSwitch } from '../../components';
import { isRequestError, post, setToken } from '../../request';
import { loadSession } from '../../session';
import { BrandPanel, useSliderCheck } from '../login';

interface RegisterForm {
  corpName: string; fullName: string; creditCode: string; mobile: string; authCode: string; password: string;
  agreement: boolean; recommendCode?: string;
}

/** Send-code button countdown (spec 000 section 4.3). */
const RESEND_SECONDS = 59;

/** Registration of a new company (spec 000 sections 2.12 and 5). */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterForm>();
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  const slider = useSliderCheck();
  const rule = (field: keyof typeof SETTINGS_FORMS.register) => {
    const r: FieldRule = SETTINGS_FORMS.register[field];
    return [{ required: Boolean(r.required), validator: async (_: unknown, v: unknown) => {
      const code = checkField(v, r);
      if (code) throw new Error(t(`settingsRule.${code}`));
    } }];
  };

  // An error the server gave a field (a wrong SMS code) goes as soon as the field is edited;
  // the field's own rules then decide again. The SMS field sits in a group (code + send
  // button), where antd would otherwise keep showing the server's message.
  const clearServerErrors = (fields: (keyof RegisterForm)[]) => {
    const stale = fields.filter((name) => form.getFieldError(name).length);
    if (!stale.length) return;
    form.setFields(stale.map((name) => ({ name, errors: [] })));
    void form.validateFields(stale).catch(() => undefined);
  };
  const tick = (n: number) => {
    setLeft(n);
    if (n > 0) setTimeout(() => tick(n - 1), 1000);
  };
  const sendCode = async () => {
    await form.validateFields(['mobile']);
    // Registration asks for the slider before a code is sent (spec 000 section 2.12).
    const captchaVerification = await slider.ask();
    if (!captchaVerification) return;
    await post('/api/register/registerSendAuthCode', { mobile: form.getFieldValue('mobile'), captchaVerification });
    tick(RESEND_SECONDS);
  };
  const submit = async (force = false) => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const answer = await post<{ token: string }>('/api/register/commitSimpleRegisterInfo', { ...v, recommendCode: v.recommendCode || undefined, force }, { silent: true });
      setToken(answer.token);
      await loadSession();
      navigate('/workbench', { replace: true });
    } catch (error) {
      if (!isRequestError(error)) return;
      if ((error.data as { registered?: boolean } | null)?.registered) {
        modal.confirm({
          title: error.message, okText: t('register.continue'), cancelText: t('register.signIn'),
          okButtonProps: { 'data-testid': 'register-continue' } as never,
          onOk: () => submit(true), onCancel: () => navigate('/login'),
        });
      } else if (error.code === 14) {
        form.setFields(error.fieldErrors.map((e) => ({ name: e.fields as keyof RegisterForm, errors: [e.message] })));
      } else {
        void modal.error({ title: error.message });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="login-page">
      <BrandPanel />
      <main className="login-main">
        <div className="login-main__top"><LanguageSwitch /></div>
        <div className="login-card" style={{ maxWidth: 460 }}>
          <h2 className="login-card__title">{t('register.title')}</h2>
          <p className="login-card__subtitle">{t('register.subtitle')}</p>
          <Form form={form} layout="vertical" requiredMark onFinish={() => void submit()} data-testid="register-form"
            onValuesChange={(changed: Partial<RegisterForm>) => clearServerErrors(Object.keys(changed) as (keyof RegisterForm)[])}>
            <Form.Item name="corpName" label={t('register.corpName')} rules={rule('corpName')}><Input maxLength={200} data-testid="register-corpName" /></Form.Item>
            <Form.Item name="creditCode" label={t('register.creditCode')} rules={rule('creditCode')} normalize={(v: string) => v?.toUpperCase()}>
              <Input maxLength={18} data-testid="register-creditCode" />
            </Form.Item>
            <Form.Item name="fullName" label={t('register.fullName')} rules={rule('fullName')}><Input maxLength={100} data-testid="register-fullName" /></Form.Item>
            <Form.Item name="mobile" label={t('register.mobile')} rules={rule('mobile')}><Input maxLength={11} data-testid="register-mobile" /></Form.Item>
            <Form.Item label={t('register.authCode')} required>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name="authCode" noStyle rules={rule('authCode')}><Input maxLength={6} data-testid="register-authCode" /></Form.Item>
                <Button disabled={left > 0} onClick={() => void sendCode().catch(() => undefined)} data-testid="register-send-code">
                  {left > 0 ? t('register.resendIn', { n: left }) : t('register.sendCode')}
                </Button>
              </Space.Compact>
            </Form.Item>
            <Form.Item name="password" label={t('register.password')} rules={rule('password')} extra={t('settings.users.passwordHint')}>
              <Input.Password maxLength={18} data-testid="register-password" autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="recommendCode" label={t('register.recommendCode')}><Input maxLength={64} data-testid="register-recommendCode" /></Form.Item>
            <Form.Item name="agreement" valuePropName="checked" rules={[{ validator: async (_, v) => { if (!v) throw new Error(t('settingsRule.agreement')); } }]}>
              <Checkbox data-testid="register-agreement">{t('register.agreement')}</Checkbox>
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="register-submit">{t('register.submit')}</Button>
          </Form>
          <p style={{ marginTop: 16, textAlign: 'center' }}>{t('register.haveAccount')} <Link to="/login">{t('register.signIn')}</Link></p>
        </div>
        <div className="login-main__bottom" />
      </main>
      {slider.dialog}
    </div>
  );
}
