import { Input } from 'antd';
import React, { useEffect, useState } from 'react';

export interface TextInputProps {
  value: string;
  onCommit(value: string): void;
  /** 'change': every keystroke (the wizard); 'blur': once when focus leaves (one undo step per edit). */
  commitOn: 'change' | 'blur';
  multiline?: boolean;
  placeholder?: string;
  maxLength?: number;
  status?: 'error';
  testId: string;
}

/** A text input that reports edits as they happen or when the user is done. */
export function TextInput({ value, onCommit, commitOn, multiline, placeholder, maxLength, status, testId }: TextInputProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const change = (next: string) => {
    setText(next);
    if (commitOn === 'change') onCommit(next);
  };
  const done = () => {
    if (commitOn === 'blur' && text !== value) onCommit(text);
  };
  const common = {
    value: text, placeholder, maxLength, status, 'data-testid': testId, onBlur: done,
  };
  return multiline
    ? <Input.TextArea {...common} autoSize={{ minRows: 3, maxRows: 8 }} showCount={!!maxLength} onChange={(e) => change(e.target.value)} />
    : <Input {...common} onChange={(e) => change(e.target.value)} onPressEnter={done} />;
}
