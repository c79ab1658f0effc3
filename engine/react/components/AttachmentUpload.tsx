import React, { useRef, useState } from 'react';
import { App, Button, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { connect, mapReadPretty } from '@formily/react';
import { useEngineServices, type FileRef, type UploadLimits } from '../services';
import { checkUpload } from './checkUpload';

export interface AttachmentUploadProps {
  value?: FileRef[] | null;
  onChange?: (files: FileRef[]) => void;
  /** Overrides the platform's limits for this field: bytes and extensions. */
  maxSize?: number;
  extensions?: string[];
  maxCount?: number;
  disabled?: boolean;
}

const toUploadFile = (f: FileRef, url: string): UploadFile => ({ uid: f.id, name: f.name, size: f.size, status: 'done', url });

/**
 * Attachments stored by the server (`/api/files/upload`); the field holds `{id, name, size, type}`
 * per file. Size and type are checked here with the same limits before the server checks again.
 */
function AttachmentUploadBase({ value, onChange, maxSize, extensions, maxCount, disabled }: AttachmentUploadProps) {
  const services = useEngineServices();
  const { message } = App.useApp();
  const [pending, setPending] = useState<UploadFile[]>([]);
  const current = useRef<FileRef[]>([]);
  current.current = value ?? [];
  const limits: UploadLimits = { maxSize: maxSize ?? services.uploadLimits.maxSize, extensions: extensions ?? services.uploadLimits.extensions };
  const fileList = [...(value ?? []).map((f) => toUploadFile(f, services.fileUrl(f.id))), ...pending];

  const hint = services.t('engine.upload.hint', {
    size: Math.round(limits.maxSize / 1024 / 1024),
    types: limits.extensions.length ? limits.extensions.join(', ') : '*',
  });
  return (
    <div className="engine-upload">
    <Upload
      fileList={fileList}
      disabled={disabled}
      maxCount={maxCount}
      accept={limits.extensions.length ? limits.extensions.map((e) => `.${e}`).join(',') : undefined}
      beforeUpload={(file) => {
        const problem = checkUpload(file, limits);
        if (!problem) return true;
        void message.error(services.t(problem));
        return Upload.LIST_IGNORE;
      }}
      customRequest={({ file }) => {
        const raw = file as File & { uid: string };
        setPending((p) => [...p, { uid: raw.uid, name: raw.name, status: 'uploading', percent: 50 }]);
        services.uploadFile(raw).then(
          (stored) => onChange?.([...current.current, stored]),
          (error: Error) => void message.error(error.message || services.t('engine.upload.failed')),
        ).finally(() => setPending((p) => p.filter((x) => x.uid !== raw.uid)));
      }}
      onRemove={(file) => {
        onChange?.(current.current.filter((f) => f.id !== file.uid));
        return false;
      }}
    >
      {!disabled && <Button icon={<UploadOutlined />}>{services.t('engine.upload.button')}</Button>}
    </Upload>
    {!disabled && <div className="engine-upload-hint">{hint}</div>}
    </div>
  );
}

/** Read-only: each file as a download link. */
export function AttachmentList({ value }: { value?: FileRef[] | null }) {
  const services = useEngineServices();
  if (!value?.length) return <span className="ant-formily-preview-text">-</span>;
  return (
    <span className="engine-files">
      {value.map((f) => (
        <a key={f.id} href={services.fileUrl(f.id)} target="_blank" rel="noreferrer" className="engine-file">
          <PaperClipOutlined /> {f.name}
        </a>
      ))}
    </span>
  );
}

export const AttachmentUpload = connect(AttachmentUploadBase, mapReadPretty(AttachmentList));
