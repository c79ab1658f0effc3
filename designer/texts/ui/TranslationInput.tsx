import React, { useEffect, useState } from 'react';
import { Input } from 'antd';

interface Props {
  value: string;
  placeholder: string;
  missing: boolean;
  testId: string;
  onCommit(value: string): void;
}

/** One translation box: edits a draft and commits on Enter or blur (one undo step per edit, not per key). */
export function TranslationInput({ value, placeholder, missing, testId, onCommit }: Props) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => { if (draft.trim() !== value) onCommit(draft.trim()); };
  return (
    <Input
      value={draft}
      placeholder={placeholder}
      status={missing ? 'warning' : undefined}
      data-testid={testId}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onPressEnter={commit}
    />
  );
}
