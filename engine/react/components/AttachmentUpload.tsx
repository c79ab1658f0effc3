import React, { useRef, useState } from 'react';
import { App, Button, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { connect, mapReadPretty, useField } from '@formily/react';
import type { Field } from '@formily/core';
import { useEngineServices, useFunctionCode, type FileRef, type UploadLimits } from '../services';
import { checkUpload } from './checkUpload';

export interface AttachmentUploadProps {
  value?: FileRef[] | null;
  onChange?: (files: FileRef[]) => void;
  /** Overrides the platform's limits for this field: bytes, and accepted types as the server reads them (`.pdf`, `pdf`, `image/*`). */
  maxSize?: number;
  accept?: string[] | string;
  maxCount?: number;
  disabled?: boolean;
}

/** Extensions of an `accept` list (MIME entries are left to the server). */
function toExtensions(accept: string[] | string): string[] {
  const list = Array.isArray(accept) ? accept : accept.split(',');
  return list.map((a) => a.trim().toLowerCase()).filter((a) => a && !a.includes('/')).map((a) => a.replace(/^\./, ''));
}

const toUploadFile = (f: FileRef, url: string): UploadFile => ({ uid: f.id, name: f.name, size: f.size, status: 'done', url });

/**
 * Attachments stored by the server (`/api/files/upload`); the field holds `{id, name, size, type}`
 * per file. Size and type are checked here with the same limits before the server checks again.
 */
function AttachmentUploadBase({ value, onChange, maxSize, accept, maxCount, disabled }: AttachmentUploadProps) {
  const services = useEngineServices();
  const { message } = App.useApp();
  const [pending, setPending] = useState<UploadFile[]>([]);
  const current = useRef<FileRef[]>([]);
  current.current = value ?? [];
  const field = useField<Field>();
  const code = useFunctionCode();
  const limits: UploadLimits = { maxSize: maxSize ?? services.uploadLimits.maxSize, extensions: accept ? toExtensions(accept) : services.uploadLimits.extensions };
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
        services.uploadFile(raw, { functionCode: code, field: field?.path.toString() }).then(
          (stored) => onChange?.([...current.current, stored]),
          (error: Error) => void message.error(error.message || services.t('engine.upload.failed')),
        ).finally(() => setPending((p) => p.filter((x) => x.uid !== raw.uid)));
      }}
      onPreview={(file) => { if (file.status === 'done') void services.openFile(file.uid); }}
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
        <a key={f.id} href={services.fileUrl(f.id)} rel="noreferrer" className="engine-file"
          onClick={(e) => { e.preventDefault(); void services.openFile(f.id); }}>
          <PaperClipOutlined /> {f.name}
        </a>
      ))}
    </span>
  );
}

export const AttachmentUpload = connect(AttachmentUploadBase, mapReadPretty(AttachmentList));
