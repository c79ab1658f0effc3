import React from 'react';
import { InputNumber } from 'antd';
import type { InputNumberProps } from 'antd';
import { connect, mapReadPretty } from '@formily/react';
import { PreviewText } from '@formily/antd-v5';

/** `12.5` -> `'12.5%'`; '' when empty. */
export function formatPercent(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? `${Number(n.toFixed(2))}%` : '';
}

function PercentInputBase(props: InputNumberProps<number>) {
  return <InputNumber<number> style={{ width: '100%' }} min={0} max={100} precision={2} addonAfter="%" {...props} />;
}

export function PercentText({ value }: { value?: number | null }) {
  return <PreviewText.Input value={formatPercent(value)} />;
}

/** A percentage held as a number of percent (`12.5` means 12.5 %). */
export const PercentInput = connect(PercentInputBase, mapReadPretty(PercentText));
