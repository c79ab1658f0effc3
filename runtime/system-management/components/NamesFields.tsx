import { Form, Input } from 'antd';
import type { FormRule } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';

const LANGS = ['zh-CN', 'zh-TW', 'en-US', 'ru-RU'] as const;

/** One name per shell language, stored as `names.<lang>`; zh-CN carries the form's rules. */
export function NamesFields({ zhRules }: { zhRules: FormRule[] }) {
  const { t } = useTranslation();
  return (
    <>
      {LANGS.map((lang) => (
        <Form.Item key={lang} name={['names', lang]} label={`${t('settings.name')} · ${t(`lang.${lang}`)}`} rules={lang === 'zh-CN' ? zhRules : []}>
          <Input maxLength={100} data-testid={`name-${lang}`} />
        </Form.Item>
      ))}
    </>
  );
}
