import { Select, Space, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchItem, SearchRule } from '../../../engine/index';
import { useDesignFunction } from '../../state';
import { choiceFor, controlChoices, searchChoices, searchKindOf } from '../model/searchChoices';
import { DeleteConfirm } from '../shared/DeleteConfirm';
import { dispatchConfig } from '../shared/dispatch';
import { FieldName } from '../shared/FieldName';
import { PanelCard } from '../shared/PanelCard';
import { AddButton, centerColumn, DeleteIconButton, MoveButtons, NoRows, rowTestId } from '../shared/TableCells';
import { usePanelFields } from '../shared/usePanelFields';
import { SearchItemModal } from './SearchItemModal';

/** "Search criteria": the list page's search bar, one row per field with its rule and control. */
export function SearchCard() {
  const { t } = useTranslation();
  const fn = useDesignFunction();
  const fields = usePanelFields();
  const [adding, setAdding] = useState(false);
  const fieldOf = (key: string) => fields.find((f) => f.key === key);

  const columns: TableColumnsType<SearchItem> = [
    {
      key: 'field',
      title: t('designer.panels.common.field'),
      render: (_, item) => {
        const f = fieldOf(item.field);
        return <FieldName title={f?.label ?? item.field} field={item.field} type={f?.type} />;
      },
    },
    {
      key: 'rule',
      title: t('designer.panels.search.rule'),
      width: 220,
      render: (_, item) => {
        const type = fieldOf(item.field)?.type;
        const kind = searchKindOf(type);
        return (
          <Select
            style={{ width: '100%' }}
            value={item.rule}
            disabled={!kind}
            options={searchChoices(type).map((c) => ({ value: c.rule, label: t(`designer.panels.search.rules.${kind}.${c.rule}`) }))}
            onChange={(rule: SearchRule) => dispatchConfig('search.update', { field: item.field, rule, control: choiceFor(type, rule)?.control })}
            data-testid={`search-rule-${item.field}`}
          />
        );
      },
    },
    {
      key: 'control',
      title: t('designer.panels.search.control'),
      width: 220,
      render: (_, item) => {
        const type = fieldOf(item.field)?.type;
        const control = item.control ?? choiceFor(type, item.rule)?.control;
        return (
          <Select
            style={{ width: '100%' }}
            value={control}
            disabled={!searchKindOf(type)}
            options={controlChoices(type).map((c) => ({ value: c, label: t(`designer.panels.search.controls.${c}`) }))}
            onChange={(next: string) => {
              const rules = searchChoices(type).filter((c) => c.control === next);
              const rule = rules.some((c) => c.rule === item.rule) ? item.rule : rules[0]?.rule;
              dispatchConfig('search.update', { field: item.field, control: next, rule });
            }}
            data-testid={`search-control-${item.field}`}
          />
        );
      },
    },
    centerColumn('actions', t('designer.panels.common.actions'), 130, (_, item, i) => (
      <Space size={0}>
        <MoveButtons index={i} count={fn.search.length} onMove={(from, to) => dispatchConfig('search.move', { from, to })} idPrefix="search" rowKey={item.field} />
        <DeleteConfirm title={t('designer.panels.search.removeConfirm')} confirmTestId="search-remove-confirm" onConfirm={() => dispatchConfig('search.remove', { field: item.field })}>
          <DeleteIconButton data-testid={`search-remove-${item.field}`} />
        </DeleteConfirm>
      </Space>
    )),
  ];

  return (
    <PanelCard
      testId="search-card"
      title={t('designer.panels.search.title')}
      hint={t('designer.panels.search.hint')}
      extra={<AddButton ghost onClick={() => setAdding(true)} testId="search-add">{t('designer.panels.search.add')}</AddButton>}
    >
      <Table<SearchItem>
        size="middle"
        rowKey="field"
        dataSource={fn.search}
        columns={columns}
        pagination={false}
        onRow={(item) => rowTestId(`search-row-${item.field}`)}
        locale={{ emptyText: <NoRows description={t('designer.panels.search.empty')} /> }}
      />
      <Typography.Paragraph type="secondary" className="cp-footnote">{t('designer.panels.search.indexed')}</Typography.Paragraph>
      <SearchItemModal open={adding} onClose={() => setAdding(false)} />
    </PanelCard>
  );
}
