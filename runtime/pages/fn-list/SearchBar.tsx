import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { FunctionMeta } from '../../api';
import { fieldLabel, fieldOptions, fieldType } from '../../fn';
import { SearchControl } from './SearchControl';
import type { SearchValues } from './toFilters';

export interface SearchBarProps {
  meta: FunctionMeta;
  onSearch: (values: SearchValues) => void;
}

/** Search form built from `meta.search`, with search and reset. */
export function SearchBar({ meta, onSearch }: SearchBarProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SearchValues>();
  if (!meta.search?.length) return null;
  return (
    <Form form={form} layout="vertical" onFinish={onSearch} className="search-bar" data-testid="search-bar">
      <div className="search-bar__grid">
        {meta.search.map((item) => {
          const label = fieldLabel(meta, item.field);
          return (
            <Form.Item key={item.field} name={item.field} label={label}>
              <SearchControl item={item} label={label} type={fieldType(meta, item.field)} options={fieldOptions(meta, item.field)} />
            </Form.Item>
          );
        })}
        <div className="search-bar__actions">
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
            data-testid="search-reset"
          >
            {t('list.reset')}
          </Button>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="search-submit">
            {t('list.search')}
          </Button>
        </div>
      </div>
    </Form>
  );
}
