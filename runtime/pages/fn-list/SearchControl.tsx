import { DatePicker, Input, InputNumber, Select, Space } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { EnumOption, SearchItemMeta } from '../../api';

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
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** The input for one search entry: fuzzy -> text, exact -> select, period -> date range, range -> two numbers. */
export function SearchControl({ item, label, options, value, onChange }: SearchControlProps) {
  const { t } = useTranslation();
  const testId = `search-${item.field}`;
  const common = { value: value as never, onChange: onChange as never, 'data-testid': testId };
  if (item.rule === 'period') {
    return <DatePicker.RangePicker {...common} style={{ width: '100%' }} placeholder={[t('list.startDate'), t('list.endDate')]} />;
  }
  if (item.rule === 'range') {
    return <NumberRange value={value as (number | null)[]} onChange={onChange} testId={testId} />;
  }
  if (item.rule === 'exact' && options.length) {
    return <Select {...common} allowClear options={options} placeholder={t('list.selectPlaceholder', { field: label })} />;
  }
  return <Input {...common} allowClear placeholder={t('list.inputPlaceholder', { field: label })} />;
}
