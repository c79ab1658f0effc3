import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, Select } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { FunctionMeta } from '../../api';
import { DOCUMENT_STATES } from '../../../engine/index';
import { fieldLabel, fieldOptions, fieldType } from '../../fn';
import { SearchControl } from './SearchControl';
import type { SearchValues } from './toFilters';

export interface SearchBarProps {
  meta: FunctionMeta;
  onSearch: (values: SearchValues) => void;
  /** Adds a document-state filter (`docStates`), for functions with an approval flow. */
  withState?: boolean;
}

/** Search form built from `meta.search`, with search and reset. */
export function SearchBar({ meta, onSearch, withState }: SearchBarProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SearchValues>();
  if (!meta.search?.length && !withState) return null;
  return (
    <Form form={form} layout="vertical" onFinish={onSearch} className="search-bar" data-testid="search-bar">
      <div className="search-bar__grid">
        {withState && (
          <Form.Item name="docStates" label={t('records.search.state')}>
            <Select
              mode="multiple"
              allowClear
              placeholder={t('records.search.anyState')}
              options={DOCUMENT_STATES.map((s) => ({ value: s, label: t(`records.docState.${s}`) }))}
              data-testid="search-docState"
            />
          </Form.Item>
        )}
        {(meta.search ?? []).map((item) => {
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
