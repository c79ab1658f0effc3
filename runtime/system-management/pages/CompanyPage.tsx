import { App, Button, Form, Input, InputNumber, Select } from 'antd';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../request';
import { loadSession } from '../../session';
import { LogoUpload, type LogoValue } from '../components/LogoUpload';
import { rulesFor, showFieldErrors } from '../formRules';
import { useLoad } from '../useLoad';

interface CompanyConfig { corpName: string; logoUrl: string | null; logoFileId: string | null; time2Lock: number | null; passwordPolicy: 'basic' | 'strong'; settingFlag: number }

/** Company settings (`sys-qiye-set`): name and logo of the shell's header, idle-lock time, password policy. */
export default function CompanyPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<CompanyConfig>();
  const config = useLoad(() => post<CompanyConfig>('/api/tenant/getTenantSystemConfig', {}), null as CompanyConfig | null);
  const [logo, setLogo] = useState<LogoValue>({ fileId: null, preview: null });
  useEffect(() => {
    if (!config.value) return;
    form.setFieldsValue(config.value);
    setLogo({ fileId: config.value.logoFileId, preview: config.value.logoUrl });
  }, [config.value, form]);
  const corpName = Form.useWatch('corpName', form) as string | undefined;
  const save = async () => {
    const v = await form.validateFields();
    try {
      await post('/api/tenant/saveTenantSystemConfig', {
        corpName: v.corpName, logoFileId: logo.fileId, time2Lock: v.time2Lock ?? null, passwordPolicy: v.passwordPolicy,
      });
      await loadSession();
      void message.success(t('settings.saved'));
      config.reload();
    } catch (error) {
      showFieldErrors(form, error);
    }
  };
  return (
    <div className="settings-panel" data-testid="company-page" style={{ maxWidth: 720 }}>
      <Form form={form} layout="vertical" data-testid="company-form">
        <Form.Item name="corpName" label={t('settings.company.name')} rules={rulesFor('company', 'corpName', t)}>
          <Input maxLength={200} data-testid="company-name" />
        </Form.Item>
        <Form.Item label={t('settings.company.logo')} extra={t('companyLogo.hint')}>
          <LogoUpload value={logo} initial={(corpName ?? '').slice(0, 1)} onChange={setLogo} />
        </Form.Item>
        <Form.Item name="time2Lock" label={t('settings.company.time2Lock')} extra={t('settings.company.time2LockHint')}>
          <InputNumber min={60} max={86400} precision={0} style={{ width: 200 }} addonAfter={t('settings.company.seconds')} data-testid="company-lock" />
        </Form.Item>
        <Form.Item name="passwordPolicy" label={t('settings.company.passwordPolicy')} initialValue="basic">
          <Select style={{ width: 360 }} data-testid="company-policy" options={[
            { value: 'basic', label: t('settings.company.policy.basic') }, { value: 'strong', label: t('settings.company.policy.strong') },
          ]} />
        </Form.Item>
        <Button type="primary" onClick={() => void save()} data-testid="company-save">{t('settings.save')}</Button>
      </Form>
    </div>
  );
}
