import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { INSTANCE_STATES, type InstanceState, type ProcessTreeGroup } from '../../api';
import type { ProcessFilter } from './processFilters';

interface Values {
  title?: string;
  functionCode?: string;
  initiator?: string;
  state?: InstanceState;
  range?: [Dayjs | null, Dayjs | null] | null;
}

export interface ProcessSearchProps {
  tree: ProcessTreeGroup[];
  onSearch: (filter: ProcessFilter) => void;
}

/** Search by title, function, initiator, state and start time. */
export function ProcessSearch({ tree, onSearch }: ProcessSearchProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const submit = (v: Values) => onSearch({
    title: v.title?.trim() || undefined,
    functionCode: v.functionCode || undefined,
    initiator: v.initiator?.trim() || undefined,
    state: v.state || undefined,
    from: v.range?.[0]?.startOf('day').valueOf(),
    to: v.range?.[1]?.endOf('day').valueOf(),
  });
  const functions = tree.flatMap((g) => g.children.map((c) => ({ label: c.name, value: c.code })));
  return (
    <Form form={form} layout="inline" className="tc-search" onFinish={submit} data-testid="tc-search">
      <Form.Item name="title">
        <Input allowClear placeholder={t('taskCenter.search.title')} prefix={<SearchOutlined />} data-testid="tc-search-title" />
      </Form.Item>
      <Form.Item name="functionCode">
        <Select allowClear placeholder={t('taskCenter.search.function')} options={functions} style={{ width: 170 }} data-testid="tc-search-function" />
      </Form.Item>
      <Form.Item name="initiator">
        <Input allowClear placeholder={t('taskCenter.search.initiator')} style={{ width: 150 }} data-testid="tc-search-initiator" />
      </Form.Item>
      <Form.Item name="state">
        <Select
          allowClear
          placeholder={t('taskCenter.search.state')}
          style={{ width: 150 }}
          options={INSTANCE_STATES.map((s) => ({ value: s, label: t(`taskCenter.state.${s}`) }))}
          data-testid="tc-search-state"
        />
      </Form.Item>
      <Form.Item name="range">
        <DatePicker.RangePicker placeholder={[t('taskCenter.search.from'), t('taskCenter.search.to')]} data-testid="tc-search-range" />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="tc-search-submit">{t('list.search')}</Button>
          <Button icon={<UndoOutlined />} onClick={() => { form.resetFields(); onSearch({}); }} data-testid="tc-search-reset">
            {t('list.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
