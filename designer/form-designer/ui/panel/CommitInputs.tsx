import React, { useEffect, useState } from 'react';
import { Input, InputNumber } from 'antd';

interface TextProps {
  value: string | undefined;
  onCommit(value: string): void;
  placeholder?: string;
  testId: string;
  status?: 'error';
  onDraft?(value: string): void;
  textarea?: boolean;
  monospace?: boolean;
}

/** A text box that edits a draft and commits on Enter or when it loses focus (one undo step per edit, not per key). */
export function CommitText({ value = '', onCommit, placeholder, testId, status, onDraft, textarea, monospace }: TextProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const change = (v: string) => { setDraft(v); onDraft?.(v); };
  const commit = () => { if (draft !== value) onCommit(draft); };
  const common = {
    value: draft, placeholder, status, 'data-testid': testId, onBlur: commit,
    className: monospace ? 'fd-mono' : undefined,
  };
  if (textarea) return <Input.TextArea {...common} autoSize={{ minRows: 2, maxRows: 6 }} onChange={(e) => change(e.target.value)} />;
  return <Input {...common} onChange={(e) => change(e.target.value)} onPressEnter={commit} />;
}

interface NumberProps {
  value: number | undefined;
  onCommit(value: number | undefined): void;
  testId: string;
  min?: number;
  max?: number;
  precision?: number;
  addonAfter?: React.ReactNode;
  placeholder?: string;
}

/** A number box that commits on Enter or blur; empty means "not set". */
export function CommitNumber({ value, onCommit, testId, min, max, precision, addonAfter, placeholder }: NumberProps) {
  const [draft, setDraft] = useState<number | null>(value ?? null);
  useEffect(() => setDraft(value ?? null), [value]);
  const commit = () => { const next = draft ?? undefined; if (next !== value) onCommit(next); };
  return (
    <InputNumber
      value={draft}
      min={min}
      max={max}
      precision={precision}
      placeholder={placeholder}
      addonAfter={addonAfter}
      style={{ width: '100%' }}
      data-testid={testId}
      onChange={(v) => setDraft(typeof v === 'number' ? v : null)}
      onBlur={commit}
      onPressEnter={commit}
    />
  );
}
