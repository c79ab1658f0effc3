import { InboxOutlined, DownloadOutlined, StopOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Progress, Space, Typography, Upload } from 'antd';
import React, { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelImport, importStatus, startImport, type ImportStatus, fileUrl, openFile } from '../../api';
import { isRequestError } from '../../request';

const POLL_MS = 500;
const EXTENSIONS = ['xlsx', 'xls'];

export interface ImportDialogProps {
  code: string;
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}

function failedFrom(error: unknown): ImportStatus {
  const data = (isRequestError(error) ? error.data : null) as { errorFileId?: unknown } | null;
  return {
    state: 'failed', progress: 100,
    errorFileId: data?.errorFileId === undefined || data?.errorFileId === null ? undefined : String(data.errorFileId),
    msg: error instanceof Error ? error.message : undefined,
  };
}

/** The line under the bar: what a running job does now, with its row count. */
function phaseText(t: (k: string, o?: Record<string, unknown>) => string, s: ImportStatus): string {
  if (!s.jobId) return t('importJob.reading');
  const total = s.total ?? 0;
  const rows = Math.round((s.progress / 100) * total * 2);
  if (s.phase === 'writing') return t('importJob.writing', { done: Math.max(0, rows - total), total });
  if (s.phase === 'publishing') return t('importJob.publishing');
  return t('importJob.checking', { done: Math.min(rows, total), total });
}

/**
 * Imports .xlsx / .xls records: all rows or none. A long import shows a progress bar
 * (polling `/importStatus`) with what it does now and a cancel button (until it
 * publishes); a failed one says "data import failed" and links the error file.
 */
export function ImportDialog({ code, open, onClose, onImported }: ImportDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [status, setStatus] = useState<ImportStatus | null>(null);
  const [canceling, setCanceling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) {
      clearTimeout(timer.current);
      setStatus(null);
      setCanceling(false);
    }
  }, [open]);

  const settle = (s: ImportStatus) => {
    // A finished poll keeps the job id, so the bar stays to show where a long import stopped.
    setStatus((before) => ({ ...s, jobId: s.jobId ?? before?.jobId }));
    if (s.state === 'done') {
      void message.success(t('fnx.excel.imported', { count: s.imported ?? s.total ?? 0 }));
      onImported();
    }
    if (s.state === 'running' && s.jobId) {
      timer.current = setTimeout(() => {
        importStatus(code, s.jobId!).then(settle, (e) => setStatus(failedFrom(e)));
      }, POLL_MS);
    }
  };

  const choose = (file: File) => {
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!EXTENSIONS.includes(ext)) {
      void message.error(t('fnx.excel.badFile'));
      return Upload.LIST_IGNORE;
    }
    setStatus({ state: 'running', progress: 0 });
    startImport(code, file).then(settle, (e) => setStatus(failedFrom(e)));
    return false;
  };

  const cancel = () => {
    if (!status?.jobId) return;
    setCanceling(true);
    cancelImport(code, status.jobId).then(
      (answer) => {
        if (!answer.canceled) {
          setCanceling(false);
          void message.info(t('importJob.tooLate'));
        }
      },
      () => setCanceling(false),
    );
  };

  const running = status?.state === 'running';
  const cancellable = running && !!status?.jobId && status.phase !== 'publishing';
  return (
    <Modal open={open} title={t('fnx.excel.importTitle')} onCancel={onClose} footer={null} destroyOnClose maskClosable={!running}>
      <div data-testid="import-dialog">
      <p>{t('fnx.excel.importHint')}</p>
      <Upload.Dragger accept=".xlsx,.xls" showUploadList={false} beforeUpload={choose} disabled={running} data-testid="import-file">
        <p className="ant-upload-drag-icon"><InboxOutlined /></p>
        <p className="ant-upload-text">{t('fnx.excel.chooseFile')}</p>
      </Upload.Dragger>
      {status && ((status.state !== 'failed' && status.state !== 'canceled') || status.jobId) && (
        <Progress
          percent={Math.round(status.progress)}
          status={running ? 'active' : status.state === 'failed' || status.state === 'canceled' ? 'exception' : 'success'}
          style={{ marginTop: 16 }}
          data-testid="import-progress"
          format={(p) => (running ? t('fnx.excel.importing', { progress: p }) : `${p}%`)}
        />
      )}
      {status && running && (
        <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 8 }}>
          <Typography.Text type="secondary" data-testid="import-phase">{phaseText(t, status)}</Typography.Text>
          {cancellable && (
            <Button size="small" danger icon={<StopOutlined />} loading={canceling} onClick={cancel} data-testid="import-cancel">
              {canceling ? t('importJob.canceling') : t('importJob.cancel')}
            </Button>
          )}
        </Space>
      )}
      {status?.state === 'canceled' && (
        <Alert type="info" showIcon style={{ marginTop: 16 }} data-testid="import-canceled" message={t('importJob.canceled')} />
      )}
      {status?.state === 'failed' && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          data-testid="import-failed"
          message={t('fnx.excel.importFailed')}
          description={status.errorFileId
            ? <a href={fileUrl(status.errorFileId)} data-testid="import-error-file"
              onClick={(e) => { e.preventDefault(); void openFile(status.errorFileId!); }}><DownloadOutlined /> {t('fnx.excel.downloadErrors')}</a>
            : status.msg}
        />
      )}
      </div>
    </Modal>
  );
}
