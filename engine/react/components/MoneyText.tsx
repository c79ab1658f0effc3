import React from 'react';
import { formatMoney } from './formatMoney';

export interface MoneyTextProps {
  /** Integer cents. */
  value?: number | null;
  className?: string;
  style?: React.CSSProperties;
}

/** Read-only money: yuan with two decimals and thousands separators. */
export function MoneyText({ value, className, style }: MoneyTextProps) {
  const text = formatMoney(value);
  return (
    <span className={className} style={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, ...style }}>
      {text === '' ? '-' : text}
    </span>
  );
}
