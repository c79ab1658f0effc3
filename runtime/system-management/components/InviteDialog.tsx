import { UserAddOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Modal } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsApi } from '../api';
import { rulesFor, showFieldErrors } from '../formRules';

/** Invites a person who already has an account (found by mobile) into this company. */
export function InviteDialog({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ mobilePhone: string }>();
  const submit = async () => {
    const { mobilePhone } = await form.validateFields();
    try {
      await settingsApi.invite(mobilePhone);
      void message.success(t('settings.users.invited'));
      setOpen(false);
      form.resetFields();
      onDone();
    } catch (error) {
      showFieldErrors(form, error);
    }
  };
  return (
    <>
      <Button icon={<UserAddOutlined />} onClick={() => setOpen(true)} data-testid="user-invite">{t('settings.users.invite')}</Button>
      <Modal open={open} title={t('settings.users.inviteTitle')} onOk={submit} onCancel={() => setOpen(false)} okText={t('settings.ok')}
        cancelText={t('settings.cancel')} forceRender okButtonProps={{ 'data-testid': 'invite-ok' } as never}>
        <Form form={form} layout="vertical">
          <Form.Item name="mobilePhone" label={t('settings.users.mobile')} rules={rulesFor('userEdit', 'mobilePhone', t)}>
            <Input maxLength={11} data-testid="invite-mobile" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
