import { Form, Input, Modal } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { Member } from '../api';
import { settingsApi } from '../api';
import { rulesFor, showFieldErrors } from '../formRules';

/** Sets a new password for a member (6-18 letters and digits, typed twice). */
export function ResetPasswordDialog({ member, onClose }: { member: Member | null; onClose: (done: boolean) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const submit = async () => {
    const { password } = await form.validateFields();
    try {
      await settingsApi.resetPassword(member!.id, password);
      form.resetFields();
      onClose(true);
    } catch (error) {
      showFieldErrors(form, error);
    }
  };
  return (
    <Modal open={Boolean(member)} title={t('settings.users.resetPasswordOf', { name: member?.fullName ?? '' })} onOk={submit}
      onCancel={() => onClose(false)} okText={t('settings.save')} cancelText={t('settings.cancel')} forceRender>
      <Form form={form} layout="vertical">
        <Form.Item name="password" label={t('settings.users.newPassword')} rules={rulesFor('password', 'password', t)}>
          <Input.Password maxLength={18} data-testid="reset-password" autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" label={t('settings.users.confirmPassword')} dependencies={['password']} rules={[{
          validator: async (_, v) => {
            if (v !== form.getFieldValue('password')) throw new Error(t('settings.users.passwordMismatch'));
          },
        }]}>
          <Input.Password maxLength={18} data-testid="reset-confirm" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
