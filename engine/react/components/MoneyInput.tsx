import React from 'react';
import { InputNumber } from 'antd';
import type { InputNumberProps } from 'antd';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import { centsToYuan, yuanToCents } from '../../index';
import { MoneyText } from './MoneyText';

export interface MoneyInputBaseProps extends Omit<InputNumberProps<number>, 'value' | 'onChange'> {
  /** Integer cents. */
  value?: number | null;
  onChange?: (cents: number | undefined) => void;
}

/** Edits yuan with two decimals while the value stays integer cents. */
export function MoneyInputBase({ value, onChange, ...rest }: MoneyInputBaseProps) {
  const yuan = value === null || value === undefined ? null : Number(centsToYuan(value));
  return (
    <InputNumber<number>
      style={{ width: '100%' }}
      precision={2}
      {...rest}
      value={yuan}
      onChange={(next) => onChange?.(next === null || next === undefined ? undefined : yuanToCents(next))}
    />
  );
}

/** The Formily-connected money input (read-pretty mode renders {@link MoneyText}). */
export const MoneyInput = connect(
  MoneyInputBase,
  mapProps((props, field) => ({
    ...props,
    status: 'selfErrors' in field && field.selfErrors?.length ? 'error' : props.status,
  })),
  mapReadPretty(MoneyText),
);
