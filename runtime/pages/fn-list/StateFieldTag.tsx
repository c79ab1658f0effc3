import React from 'react';
import { Tag } from 'antd';

/**
 * A module's own document state (the pack's `stateField`) as a coloured tag:
 * the option's label in the reader's language, the colour the pack gives the code.
 */
export function StateFieldTag({ value, options, colors }: {
  value: unknown;
  options?: { label: string; value: string | number }[];
  colors?: Record<string, string>;
}) {
  if (value === null || value === undefined || value === '') return <span>-</span>;
  const code = String(value);
  const label = options?.find((o) => String(o.value) === code)?.label ?? code;
  return <Tag color={colors?.[code]} data-testid={`state-tag-${code}`}>{label}</Tag>;
}
