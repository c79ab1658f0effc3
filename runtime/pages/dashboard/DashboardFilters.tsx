import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { SearchControl } from '../fn-list/index';
import type { FilterMeta } from './api';

/** The dashboard's search filters (the function's own search controls); search applies them to every chart. */
export function DashboardFilters({ filters, onSearch }: { filters: FilterMeta[]; onSearch: (values: Record<string, unknown>) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  if (!filters.length) return null;
  return (
    <Form form={form} layout="vertical" onFinish={onSearch} className="search-bar" data-testid="dashboard-filters">
      <div className="search-bar__grid">
        {filters.map((f) => (
          <Form.Item key={f.field} name={f.field} label={f.label}>
            <SearchControl item={{ field: f.field, rule: f.rule }} label={f.label} type={f.type}
              options={(f.options ?? []).map((o) => ({ value: o.code, label: o.label }))} />
          </Form.Item>
        ))}
        <div className="search-bar__actions">
          <Button icon={<ReloadOutlined />} onClick={() => { form.resetFields(); onSearch({}); }} data-testid="dashboard-reset">{t('dashboard.reset')}</Button>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="dashboard-search">{t('dashboard.search')}</Button>
        </div>
      </div>
    </Form>
  );
}
