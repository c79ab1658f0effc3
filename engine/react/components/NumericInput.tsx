import React, { useEffect, useState } from 'react';
import { Input } from 'antd';
import type { InputProps } from 'antd';
import { connect, mapReadPretty } from '@formily/react';
import { PreviewText } from '@formily/antd-v5';
import { toNumericEntryText } from '../../index';

export interface NumericInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  /** Decimal places kept; 0 means integers. Default 2. */
  decimals?: number;
  /** Whether a leading minus may be typed. */
  signed?: boolean;
}

const asText = (value: number | null | undefined) => (value === null || value === undefined || Number.isNaN(value) ? '' : String(value));

/** Numeric entry (spec 000 section 5): keeps what may be typed and holds a number. */
function NumericInputBase({ value, onChange, decimals, signed, ...rest }: NumericInputProps) {
  const [text, setText] = useState(asText(value));
  useEffect(() => {
    // Outside changes (reset, computed values) replace the text unless it already means that number.
    if (Number(text) !== value || text === '') setText(asText(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return (
    <Input
      inputMode="decimal"
      {...rest}
      value={text}
      onChange={(e) => {
        const kept = toNumericEntryText(e.target.value, { decimals, signed });
        setText(kept);
        const n = Number(kept);
        onChange?.(kept === '' || kept === '-' || !Number.isFinite(n) ? undefined : n);
      }}
    />
  );
}

function NumericText({ value }: { value?: number | null }) {
  return <PreviewText.Input value={asText(value)} />;
}

/** Formily-connected numeric entry; `decimals` and `signed` come from `x-component-props`. */
export const NumericInput = connect(NumericInputBase, mapReadPretty(NumericText));
