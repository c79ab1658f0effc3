import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Popconfirm, Select, Space, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchItem, SearchRule } from '../../../engine/index';
import { useDesignFunction } from '../../state';
import { choiceFor, controlChoices, searchChoices, searchKindOf } from '../model/searchChoices';
import { dispatchConfig } from '../shared/dispatch';
import { FieldName } from '../shared/FieldName';
import { PanelCard } from '../shared/PanelCard';
import { usePanelFields } from '../shared/usePanelFields';
import { SearchItemModal } from './SearchItemModal';

/** "Search criteria": the list page's search bar, one row per field with its rule and control. */
export function SearchCard() {
  const { t } = useTranslation();
  const fn = useDesignFunction();
  const fields = usePanelFields();
  const [adding, setAdding] = useState(false);
  const fieldOf = (key: string) => fields.find((f) => f.key === key);
  const last = fn.search.length - 1;

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
    {
      key: 'actions',
      title: t('designer.panels.common.actions'),
      width: 130,
      align: 'center',
      render: (_, item, i) => (
        <Space size={0}>
          <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={i === 0} aria-label={t('designer.panels.common.moveUp')} onClick={() => dispatchConfig('search.move', { from: i, to: i - 1 })} data-testid={`search-up-${item.field}`} />
          <Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={i === last} aria-label={t('designer.panels.common.moveDown')} onClick={() => dispatchConfig('search.move', { from: i, to: i + 1 })} data-testid={`search-down-${item.field}`} />
          <Popconfirm
            title={t('designer.panels.search.removeConfirm')}
            okText={t('designer.panels.common.delete')}
            cancelText={t('designer.panels.common.cancel')}
            okButtonProps={{ danger: true, 'data-testid': 'search-remove-confirm' } as never}
            onConfirm={() => dispatchConfig('search.remove', { field: item.field })}
          >
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('designer.panels.common.delete')} data-testid={`search-remove-${item.field}`} />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <PanelCard
      testId="search-card"
      title={t('designer.panels.search.title')}
      hint={t('designer.panels.search.hint')}
      extra={<Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="search-add">{t('designer.panels.search.add')}</Button>}
    >
      <Table<SearchItem>
        size="middle"
        rowKey="field"
        dataSource={fn.search}
        columns={columns}
        pagination={false}
        onRow={(item) => ({ 'data-testid': `search-row-${item.field}` }) as React.HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('designer.panels.search.empty')} /> }}
      />
      <Typography.Paragraph type="secondary" className="cp-footnote">{t('designer.panels.search.indexed')}</Typography.Paragraph>
      <SearchItemModal open={adding} onClose={() => setAdding(false)} />
    </PanelCard>
  );
}
