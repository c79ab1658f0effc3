import { SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';
// Per-file import: the `antd` Input export also carries TextArea, OTP and Search into the sign-in download.
import Input from 'antd/es/input/Input';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from './useCountdown';

/**
 * The 6-digit SMS code (`authCode`) with its send button, off for 59 s after a send
 * (spec 000 sections 2.8, 2.12, 4.3). Test ids: `<testId>-auth-code`, `<testId>-send-code`.
 */
export function SmsCodeField({ onSend, testId }: { onSend: () => Promise<unknown>; testId: string }) {
  const { t } = useTranslation();
  const { left, start } = useCountdown();
  const send = async () => {
    await onSend();
    start();
  };
  return (
    <Form.Item label={t('shellLogin.authCode')} required>
      <Space.Compact block>
        <Form.Item
          name="authCode"
          noStyle
          normalize={(v: string) => (v ?? '').replace(/\D/g, '').slice(0, 6)}
          rules={[{ required: true, message: t('shellLogin.authCodeRequired') }, { len: 6, message: t('shellLogin.authCodeInvalid') }]}
        >
          <Input prefix={<SafetyOutlined />} placeholder={t('shellLogin.authCodePlaceholder')} autoComplete="one-time-code" maxLength={6} data-testid={`${testId}-auth-code`} />
        </Form.Item>
        <Button onClick={() => void send().catch(() => undefined)} disabled={left > 0} data-testid={`${testId}-send-code`} style={{ minWidth: 128 }}>
          {left > 0 ? t('shellLogin.resendIn', { n: left }) : t('shellLogin.sendCode')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
