import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Divider, Popover, Tooltip } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { FunctionMeta } from '../../api';
import { fieldLabel } from '../../fn';
import { choosableColumns } from './useColumnChoice';

export interface ColumnChooserProps {
  meta: FunctionMeta;
  visible: string[];
  onChange: (fields: string[] | null) => void;
}

/** Shows or hides list columns; the choice is kept per function. */
export function ColumnChooser({ meta, visible, onChange }: ColumnChooserProps) {
  const { t } = useTranslation();
  const columns = choosableColumns(meta);
  const content = (
    <div className="column-chooser" data-testid="column-chooser">
      <Checkbox.Group
        value={visible}
        onChange={(checked) => onChange(columns.map((c) => c.field).filter((f) => checked.includes(f)))}
        style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
      >
        {columns.map((c) => (
          <Checkbox key={c.field} value={c.field} data-testid={`column-toggle-${c.field}`}>{fieldLabel(meta, c.field)}</Checkbox>
        ))}
      </Checkbox.Group>
      <Divider style={{ margin: '10px 0' }} />
      <Button type="link" size="small" onClick={() => onChange(null)} style={{ padding: 0 }} data-testid="column-reset">
        {t('fnx.list.columnsShowAll')}
      </Button>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content} title={t('fnx.list.columns')}>
      <Tooltip title={t('fnx.list.columns')} mouseEnterDelay={0.1}>
        <Button icon={<SettingOutlined />} aria-label={t('fnx.list.columns')} data-testid="list-columns" />
      </Tooltip>
    </Popover>
  );
}
