import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendForm } from '../../api';

/**
 * Imports members from an .xlsx / .xls file (header row: account, full name, mobile,
 * password, department, post, roles). A refused file lists each bad cell and imports nothing.
 */
export function UserImport({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    const body = new FormData();
    body.append('file', file, file.name);
    setBusy(true);
    try {
      const answer = await sendForm<{ imported: number }>('/api/sys/user/importUsers', body);
      void message.success(t('settings.users.imported', { n: answer.imported }));
      onDone();
    } catch {
      // The request layer has shown what was wrong, row by row.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Upload accept=".xlsx,.xls" showUploadList={false} beforeUpload={(file) => {
      void upload(file);
      return false;
    }}>
      <Button icon={<UploadOutlined />} loading={busy} data-testid="user-import" title={t('settings.users.importHint')}>{t('settings.users.import')}</Button>
    </Upload>
  );
}
