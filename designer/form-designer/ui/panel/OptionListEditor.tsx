import React from 'react';
import { Button, Space, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OptionItem } from '../../model/fieldProps';
import { CommitText } from './CommitInputs';
import { moveOption, nextOptionValue } from '../../model/options';

/**
 * Options defined in place (issue 12 item 8): rows of value and label, added,
 * removed and reordered; each change is one field update. Labels are texts of the
 * function (translated on the Translations tab); values are what records store.
 */
export function OptionListEditor({ options, onChange }: { options: OptionItem[]; onChange(options: OptionItem[]): void }) {
  const { t } = useTranslation();
  const counts = new Map<string, number>();
  for (const o of options) counts.set(String(o.value), (counts.get(String(o.value)) ?? 0) + 1);
  const set = (i: number, patch: Partial<OptionItem>) => onChange(options.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  return (
    <div className="fd-options" data-testid="prop-options">
      {!options.length && <Typography.Text type="secondary">{t('designer.form.lookup.options.empty')}</Typography.Text>}
      {options.length > 0 && (
        <div className="fd-options__head">
          <span>{t('designer.form.lookup.options.value')}</span>
          <span>{t('designer.form.lookup.options.label')}</span>
          <span />
        </div>
      )}
      {options.map((o, i) => {
        const value = String(o.value);
        const problem = !value.trim() ? t('designer.form.lookup.options.valueRequired') : (counts.get(value) ?? 0) > 1 ? t('designer.form.lookup.options.duplicate') : null;
        return (
          <div className="fd-options__row" key={i} data-testid={`prop-option-${i}`}>
            <Tooltip title={problem} open={problem ? undefined : false}>
              <span><CommitText value={value} testId={`prop-option-value-${i}`} monospace status={problem ? 'error' : undefined}
                onCommit={(v) => set(i, { value: typeof o.value === 'number' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v.trim() })} /></span>
            </Tooltip>
            <CommitText value={o.label} testId={`prop-option-label-${i}`} onCommit={(v) => set(i, { label: v })} />
            <Space.Compact size="small">
              <Button icon={<ArrowUpOutlined />} disabled={i === 0} aria-label={t('designer.form.lookup.options.up')} data-testid={`prop-option-up-${i}`} onClick={() => onChange(moveOption(options, i, -1))} />
              <Button icon={<ArrowDownOutlined />} disabled={i === options.length - 1} aria-label={t('designer.form.lookup.options.down')} data-testid={`prop-option-down-${i}`} onClick={() => onChange(moveOption(options, i, 1))} />
              <Button icon={<DeleteOutlined />} danger aria-label={t('designer.form.lookup.options.remove')} data-testid={`prop-option-remove-${i}`} onClick={() => onChange(options.filter((_, j) => j !== i))} />
            </Space.Compact>
          </div>
        );
      })}
      <Button block type="dashed" icon={<PlusOutlined />} data-testid="prop-option-add"
        onClick={() => { const value = nextOptionValue(options); onChange([...options, { value, label: value }]); }}>
        {t('designer.form.lookup.options.add')}
      </Button>
      <Typography.Text type="secondary" className="fd-options__hint">{t('designer.form.lookup.options.hint')}</Typography.Text>
    </div>
  );
}
