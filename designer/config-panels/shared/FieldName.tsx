import { Tag } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldType } from '../../../engine/index';

/** A field as the panels show it: its title, its identifier and a small type tag. */
export function FieldName({ title, field, type }: { title: string; field: string; type?: FieldType }) {
  const { t } = useTranslation();
  return (
    <span className="cp-field">
      <span className="cp-field__title">{title}</span>
      <span className="cp-field__key">{field}</span>
      {type && <Tag bordered={false} className="cp-field__type">{t(`designer.panels.types.${type}`)}</Tag>}
    </span>
  );
}
