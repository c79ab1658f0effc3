import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Space, Upload } from 'antd';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendForm } from '../../api';

/** What the server takes as a logo (server/files LOGO_LIMITS); checked here first to answer at once. */
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const LOGO_MAX_BYTES = 1024 * 1024;

export interface LogoValue {
  /** The uploaded file that becomes the logo on save (null: no logo). */
  fileId: string | null;
  /** What to show: the saved logo's address, or the picked file while unsaved. */
  preview: string | null;
}

/**
 * The company logo: picks an image, uploads it through `/api/files/upload` with `purpose=logo`
 * (the server reads the type from the bytes and caps the size) and previews it until saved.
 */
export function LogoUpload({ value, initial, onChange }: { value: LogoValue; initial: string; onChange: (v: LogoValue) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  useEffect(() => () => {
    if (value.preview?.startsWith('blob:')) URL.revokeObjectURL(value.preview);
  }, [value.preview]);

  const pick = async (file: File) => {
    if (!LOGO_TYPES.includes(file.type)) return void message.error(t('companyLogo.wrongType'));
    if (file.size > LOGO_MAX_BYTES) return void message.error(t('companyLogo.tooBig'));
    const body = new FormData();
    body.append('purpose', 'logo');
    body.append('file', file, file.name);
    setBusy(true);
    try {
      const stored = await sendForm<{ id: string }>('/api/files/upload', body);
      onChange({ fileId: stored.id, preview: URL.createObjectURL(file) });
      void message.success(t('companyLogo.uploaded'));
    } catch {
      /* the request layer has shown the server's message */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space align="center" size={12} data-testid="company-logo">
      <Avatar shape="square" size={48} src={value.preview ?? undefined} data-testid="company-logo-preview">{initial}</Avatar>
      <Upload accept={LOGO_TYPES.join(',')} showUploadList={false} beforeUpload={(file) => { void pick(file); return false; }}>
        <Button icon={<UploadOutlined />} loading={busy} data-testid="company-logo-upload">{value.fileId ? t('companyLogo.replace') : t('companyLogo.upload')}</Button>
      </Upload>
      {value.fileId && (
        <Button icon={<DeleteOutlined />} onClick={() => onChange({ fileId: null, preview: null })} data-testid="company-logo-remove">{t('companyLogo.remove')}</Button>
      )}
    </Space>
  );
}
