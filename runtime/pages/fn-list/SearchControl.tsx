import { DatePicker, Input, InputNumber, Select, Space } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { EnumOption, SearchItemMeta } from '../../api';
import { fieldTypeOf } from '../../../engine/index';
import { UserSelect } from '../../../engine/react/index';

/** A two-number range input (value `[min, max]`). */
function NumberRange({ value, onChange, testId }: { value?: (number | null)[]; onChange?: (v: (number | null)[]) => void; testId: string }) {
  const { t } = useTranslation();
  const [min, max] = value ?? [null, null];
  return (
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber style={{ width: '50%' }} placeholder={t('list.min')} value={min} onChange={(v) => onChange?.([v, max])} data-testid={`${testId}-min`} />
      <InputNumber style={{ width: '50%' }} placeholder={t('list.max')} value={max} onChange={(v) => onChange?.([min, v])} data-testid={`${testId}-max`} />
    </Space.Compact>
  );
}

export interface SearchControlProps {
  item: SearchItemMeta;
  label: string;
  options: EnumOption[];
  /** The searched field's type (`meta.fields`): picks the control of exact searches. */
  type?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/**
 * The input for one search entry, by rule and field type: fuzzy -> text; exact -> a choice
 * (lookups, yes/no, people), a number, a specific date or time, or text; period -> date
 * (or date-time) range; range -> two numbers.
 */
export function SearchControl({ item, label, options, type, value, onChange }: SearchControlProps) {
  const { t } = useTranslation();
  const testId = `search-${item.field}`;
  const kind = fieldTypeOf(type)?.search?.kind;
  const common = { value: value as never, onChange: onChange as never, 'data-testid': testId };
  const selectPlaceholder = t('list.selectPlaceholder', { field: label });
  if (item.rule === 'period') {
    return (
      <div data-testid={testId}>
        <DatePicker.RangePicker
          value={value as never}
          onChange={onChange as never}
          showTime={kind === 'datetime' ? { format: 'HH:mm' } : undefined}
          style={{ width: '100%' }}
          placeholder={[t('list.startDate'), t('list.endDate')]}
        />
      </div>
    );
  }
  if (item.rule === 'range') return <NumberRange value={value as (number | null)[]} onChange={onChange} testId={testId} />;
  if (item.rule === 'exact') {
    if (options.length) return <Select {...common} allowClear options={options} placeholder={selectPlaceholder} />;
    if (kind === 'switch') {
      return <Select {...common} allowClear options={[{ label: t('fnx.list.yes'), value: true }, { label: t('fnx.list.no'), value: false }]} placeholder={selectPlaceholder} />;
    }
    if (kind === 'user') return <UserSelect {...common} placeholder={selectPlaceholder} />;
    if (kind === 'number' || kind === 'money') return <InputNumber {...common} style={{ width: '100%' }} placeholder={t('list.inputPlaceholder', { field: label })} />;
    if (kind === 'date' || kind === 'datetime') {
      return (
        <div data-testid={testId}>
          <DatePicker
            value={value as never}
            onChange={onChange as never}
            showTime={kind === 'datetime' ? { format: 'HH:mm' } : undefined}
            format={kind === 'datetime' ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD'}
            style={{ width: '100%' }}
            placeholder={kind === 'datetime' ? t('fnx.list.pickTime') : selectPlaceholder}
          />
        </div>
      );
    }
  }
  return <Input {...common} allowClear placeholder={t('list.inputPlaceholder', { field: label })} />;
}
