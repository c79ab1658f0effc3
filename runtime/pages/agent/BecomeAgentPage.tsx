import { App, Button, Card, Form, Input, Result, Spin, Typography } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { APPLICATION_RECORD_PATH, becomeAgent, type AgentApplicationForm } from '../../agent';
import { PageHeader } from '../../components';
import { useSessionStore } from '../../stores';
import { rulesFor, showFieldErrors } from '../../system-management';
import { AgentGate } from './AgentGate';
import { AgentProgress } from './AgentProgress';
import { useAgentInfo } from './useAgentInfo';

/**
 * Spec 000 route become-agent: the application form (contact, mobile, region, introduction),
 * checked with the server's own rules; once filed, or when the company already applied, the
 * pending state with the way to the application record.
 */
function BecomeAgentForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const [form] = Form.useForm<AgentApplicationForm>();
  const { info, loading, set } = useAgentInfo();
  const [sending, setSending] = useState(false);

  const submit = async () => {
    // The form marks what it refuses; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSending(true);
    try {
      set(await becomeAgent({ ...values, introduction: values.introduction ?? '' }));
      void message.success(t('agent.submitted'));
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setSending(false);
    }
  };

  if (loading && !info) return <Spin data-testid="agent-loading" />;
  if (info && info.agentStatus !== 0) {
    return (
      <Card className="page-card">
        <AgentProgress status={info.agentStatus} />
        <div data-testid="agent-applied">
          <Result status={info.agentStatus === 3 ? 'warning' : 'success'}
            title={t(info.agentStatus === 1 ? 'agent.pendingTitle' : 'agent.alreadyTitle')}
            subTitle={t(info.agentStatus === 1 ? 'agent.pendingText' : 'agent.alreadyText')}
            extra={<Button type="primary" onClick={() => navigate(APPLICATION_RECORD_PATH)} data-testid="agent-view-record">{t('agent.viewRecord')}</Button>} />
        </div>
      </Card>
    );
  }
  return (
    <Card className="page-card">
      <Typography.Paragraph type="secondary" data-testid="agent-intro">{t('agent.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" style={{ maxWidth: 640 }} data-testid="agent-form"
        initialValues={{ contactName: user?.fullName ?? '', mobile: user?.mobilePhone ?? '' }}>
        <Form.Item name="contactName" label={t('agent.field.contactName')} rules={rulesFor('agentApply', 'contactName', t)}>
          <Input maxLength={100} data-testid="agent-contact-input" />
        </Form.Item>
        <Form.Item name="mobile" label={t('agent.field.mobile')} rules={rulesFor('agentApply', 'mobile', t)}
          normalize={(v: string) => (v ?? '').replace(/\D/g, '').slice(0, 11)}>
          <Input inputMode="numeric" maxLength={11} data-testid="agent-mobile-input" />
        </Form.Item>
        <Form.Item name="region" label={t('agent.field.region')} rules={rulesFor('agentApply', 'region', t)}>
          <Input maxLength={100} placeholder={t('agent.regionPlaceholder')} data-testid="agent-region-input" />
        </Form.Item>
        <Form.Item name="introduction" label={t('agent.field.introduction')} rules={rulesFor('agentApply', 'introduction', t)}>
          <Input.TextArea rows={4} maxLength={1000} showCount placeholder={t('agent.introductionPlaceholder')} data-testid="agent-introduction-input" />
        </Form.Item>
        <Button type="primary" loading={sending} onClick={() => void submit()} data-testid="agent-submit">{t('agent.submit')}</Button>
      </Form>
    </Card>
  );
}

export default function BecomeAgentPage() {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="become-agent-page">
      <PageHeader title={t('agent.becomeAgent')} crumbs={[{ title: t('layout.workbench'), to: '/workbench' }, { title: t('agent.becomeAgent') }]} />
      <AgentGate><BecomeAgentForm /></AgentGate>
    </div>
  );
}
