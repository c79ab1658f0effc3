import React, { useMemo, useState } from 'react';
import { Card, Empty, Input, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { designStore, useDesign, useDesignFunction } from '../../state';
import { collectTexts, TEXT_LANGS, type FunctionText, type TextLang } from '../../../engine/index';
import { lacksTranslation, translationOf } from '../model/collectTexts';
import { TEXT_COMMANDS } from '../commands';
import { TranslationInput } from './TranslationInput';
import './texts.css';

type Filter = 'all' | 'missing';

/**
 * The function's texts in the languages of the designer (issue 12 item 8): every name, title,
 * label, option, message of the definition with one box per language, prefilled from the
 * function's locales; texts lacking a translation are marked. Edits are undoable and saved with the function.
 */
export function TextsPanel() {
  const { t } = useTranslation();
  const fn = useDesignFunction();
  const locales = useDesign((s) => s.locales);
  const [filter, setFilter] = useState<Filter>('all');
  const [query, setQuery] = useState('');
  const texts = useMemo(() => collectTexts(fn), [fn]);
  const missingIn = (x: FunctionText) => TEXT_LANGS.filter((lang) => lacksTranslation(locales, lang, x.text));
  const lacking = texts.filter((x) => missingIn(x).length).length;
  const shown = texts.filter((x) => (filter === 'all' || missingIn(x).length)
    && (!query.trim() || [x.text, ...TEXT_LANGS.map((l) => translationOf(locales, l, x.text))].some((s) => s.toLowerCase().includes(query.trim().toLowerCase()))));
  const translate = (text: string, lang: TextLang, value: string) => designStore.getState().translate(TEXT_COMMANDS.translate, [{ text, lang, value }]);

  return (
    <Card
      className="tx-panel"
      data-testid="texts-panel"
      title={(
        <Space direction="vertical" size={0}>
          <span>{t('designer.panels.texts.title')}</span>
          <Typography.Text type="secondary" className="tx-panel__hint">{t('designer.panels.texts.hint')}</Typography.Text>
        </Space>
      )}
      extra={(
        <Space wrap>
          <Tag color={lacking ? 'warning' : 'success'} data-testid="texts-missing-count">
            {lacking ? t('designer.panels.texts.missingCount', { count: lacking }) : t('designer.panels.texts.complete')}
          </Tag>
          <Segmented value={filter} onChange={(v) => setFilter(v as Filter)} data-testid="texts-filter"
            options={(['all', 'missing'] as Filter[]).map((f) => ({ value: f, label: <span data-testid={`texts-filter-${f}`}>{t(`designer.panels.texts.filter.${f}`)}</span> }))} />
          <Input.Search allowClear placeholder={t('designer.panels.texts.search')} value={query} onChange={(e) => setQuery(e.target.value)} data-testid="texts-search" className="tx-panel__search" />
        </Space>
      )}
    >
      <Table<FunctionText>
        size="small"
        rowKey="text"
        dataSource={shown}
        pagination={shown.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        locale={{ emptyText: <Empty description={t(filter === 'missing' ? 'designer.panels.texts.noneMissing' : 'designer.panels.texts.empty')} /> }}
        onRow={(x) => ({ 'data-testid': `texts-row-${x.text}` } as React.HTMLAttributes<HTMLElement>)}
        columns={[
          {
            key: 'text', title: t('designer.panels.texts.text'), width: '28%',
            render: (_: unknown, x) => (
              <div className="tx-panel__source">
                <Typography.Text className="tx-panel__text" ellipsis={{ tooltip: x.text }}>{x.text}</Typography.Text>
                <Space size={4} wrap>
                  <Tag bordered={false}>{t(`designer.panels.texts.areas.${x.area}`)}</Tag>
                  {missingIn(x).map((lang) => <Tag key={lang} color="warning" bordered={false} data-testid={`texts-missing-${lang}`}>{t('designer.panels.texts.missing', { lang })}</Tag>)}
                </Space>
              </div>
            ),
          },
          ...TEXT_LANGS.map((lang) => ({
            key: lang, title: `${t(`designer.panels.texts.langs.${lang}`)} (${lang})`, width: '24%',
            render: (_: unknown, x: FunctionText) => (
              <TranslationInput
                value={translationOf(locales, lang, x.text)}
                placeholder={x.text}
                missing={lacksTranslation(locales, lang, x.text)}
                testId={`texts-input-${lang}`}
                onCommit={(value) => translate(x.text, lang, value)}
              />
            ),
          })),
        ]}
      />
    </Card>
  );
}
