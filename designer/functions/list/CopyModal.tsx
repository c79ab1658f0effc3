import { Form, Input, Modal, Typography } from 'antd';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FunctionRow } from '../../api';
import { FUNCTION_CODE } from '../model';

/** Asks for the code of the copy. */
export function CopyModal({ row, onCopy, onClose }: { row: FunctionRow | null; onCopy(row: FunctionRow, code: string): Promise<boolean>; onClose(): void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => { setCode(row ? `${row.code}Copy`.slice(0, 64) : ''); setTried(false); }, [row]);
  const error = !code.trim() ? 'required' : !FUNCTION_CODE.test(code.trim()) ? 'code' : null;
  const ok = async () => {
    setTried(true);
    if (!row || error) return;
    setBusy(true);
    await onCopy(row, code.trim());
    setBusy(false);
  };
  return (
    <Modal
      open={!!row} title={row ? t('designer.functions.copy.title', { name: row.name }) : ''} onCancel={onClose} onOk={() => void ok()}
      okText={t('designer.functions.copy.ok')} cancelText={t('designer.functions.confirm.cancel')} confirmLoading={busy} destroyOnClose
      okButtonProps={{ 'data-testid': 'copy-submit' }}
    >
      <Typography.Paragraph type="secondary">{t('designer.functions.copy.intro')}</Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('designer.functions.copy.code')} required extra={t('designer.functions.info.codeHint')}
          validateStatus={tried && error ? 'error' : undefined}
          help={tried && error ? t(`designer.functions.errors.${error}`) : undefined}
        >
          <Input autoFocus value={code} onChange={(e) => setCode(e.target.value)} onPressEnter={() => void ok()} maxLength={64} data-testid="copy-code" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
