import { App, Form, Modal, Select, Typography } from 'antd';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pack } from '../../../engine/index';
import { useDesignerPost } from '../../api';
import { downloadJson, packFileName } from '../model';

/** Picks a menu directory and downloads all its functions as one pack. */
export function ExportDirectoryModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const post = useDesignerPost();
  const [directories, setDirectories] = useState<{ code: string; name: string }[]>([]);
  const [directory, setDirectory] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    post<{ code: string; name: string }[]>('/api/fn/design/directories', {}).then((d) => {
      setDirectories(d);
      setDirectory((cur) => cur ?? d[0]?.code);
    }, () => undefined);
  }, [open, post]);
  const ok = async () => {
    if (!directory) return;
    setBusy(true);
    try {
      const pack = await post<Pack>('/api/fn/design/export', { directory });
      downloadJson(packFileName(directory), pack);
      void message.success(t('designer.functions.messages.exported', { file: packFileName(directory) }));
      onClose();
    } catch {
      // Toasted by the client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open} title={t('designer.functions.exportDir.title')} onCancel={onClose} onOk={() => void ok()} confirmLoading={busy}
      okText={t('designer.functions.exportDir.ok')} cancelText={t('designer.functions.confirm.cancel')}
      okButtonProps={{ disabled: !directory, 'data-testid': 'export-directory-submit' }}
    >
      <Typography.Paragraph type="secondary">{t('designer.functions.exportDir.intro')}</Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item label={t('designer.functions.exportDir.directory')} required>
          <Select
            value={directory} onChange={setDirectory} data-testid="export-directory-select"
            notFoundContent={t('designer.functions.exportDir.none')}
            options={directories.map((d) => ({ value: d.code, label: `${d.name} (${d.code})` }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
