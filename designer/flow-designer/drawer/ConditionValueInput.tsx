import { DatePicker, Input, InputNumber, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Condition } from '../../../engine/index';
import { fromInputNumber, toInputNumber, valueShape, type ConditionField } from '../model';
import { useDirectory } from '../shared/useDirectory';

export interface ValueInputProps {
  kind: ConditionField['kind'];
  options?: ConditionField['options'];
  value: unknown;
  onChange(value: unknown): void;
  testId: string;
  /** A list of values (`in`, `notIn`). */
  multiple?: boolean;
}

const DAY = 'YYYY-MM-DD';

/** One value in the input that suits its kind: numbers, money in yuan (stored in cents), days, choices, members (by id) or text. */
export function ValueInput({ kind, options, value, onChange, testId, multiple }: ValueInputProps) {
  const { t } = useTranslation();
  const { users } = useDirectory();
  const placeholder = t('designer.flow.conditions.value');
  if (kind === 'number' || kind === 'money') {
    return (
      <InputNumber
        data-testid={testId} style={{ width: '100%' }} placeholder={placeholder} precision={kind === 'money' ? 2 : undefined}
        prefix={kind === 'money' ? '¥' : undefined} value={toInputNumber(kind, value)}
        onChange={(n) => onChange(fromInputNumber(kind, typeof n === 'number' ? n : null))}
      />
    );
  }
  if (kind === 'date') {
    return (
      <DatePicker
        data-testid={testId} style={{ width: '100%' }} value={typeof value === 'string' && value ? dayjs(value) : null}
        onChange={(d) => onChange(d ? d.format(DAY) : undefined)}
      />
    );
  }
  const list = Array.isArray(value) ? value.map(String) : [];
  const single = value === undefined || value === null ? undefined : String(value);
  if (kind === 'user') {
    return (
      <Select
        data-testid={testId} style={{ width: '100%' }} mode={multiple ? 'multiple' : undefined} showSearch optionFilterProp="label" virtual={false}
        placeholder={placeholder} options={users.map((u) => ({ value: String(u.id), label: `${u.fullName} (${u.userName})` }))}
        value={multiple ? list : single} onChange={onChange}
      />
    );
  }
  if (kind === 'select' && options?.length) {
    return (
      <Select
        data-testid={testId} style={{ width: '100%' }} virtual={false} placeholder={placeholder} options={options}
        mode={multiple ? 'multiple' : undefined} value={multiple ? list : single} onChange={onChange}
      />
    );
  }
  if (kind === 'select' || multiple) {
    // Free entry: choices the form looks up, or a list of texts.
    return (
      <Select
        data-testid={testId} style={{ width: '100%' }} mode="tags" open={false} placeholder={placeholder}
        value={multiple ? list : single ? [single] : []}
        onChange={(v: string[]) => onChange(multiple ? v : v[v.length - 1])}
      />
    );
  }
  return <Input data-testid={testId} placeholder={placeholder} value={single ?? ''} onChange={(e) => onChange(e.target.value)} />;
}

/** The value part of a condition: nothing, one value, a list or a from–to pair, by the operator. */
export function ConditionValueInput({ condition, field, onChange }: { condition: Condition; field?: ConditionField; onChange(value: unknown): void }) {
  const { t } = useTranslation();
  const kind = field?.kind ?? 'text';
  const shape = valueShape(condition.op);
  if (shape === 'none') return <span className="flw-hint">{t('designer.flow.conditions.noValue')}</span>;
  if (shape === 'pair') {
    const pair = Array.isArray(condition.value) ? condition.value : [null, null];
    return (
      <Space.Compact style={{ width: '100%' }}>
        <ValueInput kind={kind} options={field?.options} testId="condition-value" value={pair[0]} onChange={(v) => onChange([v ?? null, pair[1] ?? null])} />
        <ValueInput kind={kind} options={field?.options} testId="condition-value-to" value={pair[1]} onChange={(v) => onChange([pair[0] ?? null, v ?? null])} />
      </Space.Compact>
    );
  }
  return (
    <ValueInput
      kind={kind} options={field?.options} testId="condition-value" value={condition.value} multiple={shape === 'list'} onChange={onChange}
    />
  );
}
