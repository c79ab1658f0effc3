import { MobileOutlined } from '@ant-design/icons';
import { App, Form, Input, Modal } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { resetPasswordSendAuthCode, updatePasswdByAuthCode } from '../../api';
import { isRequestError } from '../../request';
import { clearLocalSession } from '../../session';
import { useSessionStore } from '../../stores';
import { SmsCodeField } from '../login';
import { NewPasswordFields } from './PasswordFields';
import '../login/signin.css';

interface ChangeValues { mobile: string; authCode: string; passwd: string; newPasswd: string }

/**
 * The password-change dialog (spec 000 sections 2.8, 4.3, 5): mobile (read-only,
 * the user's own), the SMS code with a 59 s countdown, the new password twice.
 * On success: a success message, then logged out and back to sign-in.
 */
export function PasswordChangeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const [form] = Form.useForm<ChangeValues>();
  const [busy, setBusy] = useState(false);
  const mobile = user?.mobilePhone ?? '';

  const send = async () => {
    if (!mobile) {
      void message.error(t('signin.change.noMobile'));
      throw new Error('no mobile');
    }
    await resetPasswordSendAuthCode(mobile, user?.tenantId === undefined ? undefined : String(user.tenantId));
  };
  const confirm = async () => {
    let v: ChangeValues;
    try {
      v = await form.validateFields();
    } catch {
      void message.error(t('signin.change.invalid'));
      return;
    }
    setBusy(true);
    try {
      await updatePasswdByAuthCode({ id: typeof user?.id === 'number' ? user.id : undefined, mobile, authCode: v.authCode, passwd: v.passwd, newPasswd: v.newPasswd });
      void message.success(t('signin.change.done'));
      onClose();
      // The server ended every session of the account: sign in again with the new password.
      clearLocalSession();
      navigate('/login', { replace: true });
    } catch (error) {
      if (isRequestError(error) && error.code === 14) {
        form.setFields(error.fieldErrors.map((e) => ({ name: e.fields as keyof ChangeValues, errors: [e.message] })));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('signin.change.title')}
      okText={t('signin.change.confirm')}
      cancelText={t('signin.change.cancel')}
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'password-change-confirm' } as never}
      cancelButtonProps={{ 'data-testid': 'password-change-cancel' } as never}
    >
      <Form<ChangeValues> form={form} layout="vertical" requiredMark preserve={false} initialValues={{ mobile }} data-testid="password-change-form">
        <Form.Item name="mobile" label={t('shellLogin.mobile')} rules={[{ required: true, message: t('signin.change.noMobile') }]}>
          <Input prefix={<MobileOutlined />} readOnly variant="filled" data-testid="password-change-mobile" />
        </Form.Item>
        <SmsCodeField onSend={send} testId="password-change" />
        <NewPasswordFields testId="password-change" />
      </Form>
    </Modal>
  );
}
