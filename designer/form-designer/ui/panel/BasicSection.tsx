import React, { useState } from 'react';
import { Form, Select, Space, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { centsToYuan, yuanToCents } from '../../../../engine/index';
import { useDesignFunction, useText } from '../../../state';
import type { FieldProps } from '../../model/fieldProps';
import { checkIdentifier, checkTitle } from '../../model/naming';
import type { NodePath } from '../../model/tree';
import { KindIcon } from '../icons';
import { CommitNumber, CommitText } from './CommitInputs';
import { useFieldUpdate } from './useFieldUpdate';

const PLACEHOLDER_TYPES = new Set(['text', 'textarea', 'number', 'money', 'percent', 'date', 'datetime', 'select', 'user', 'department', 'relatedRecord']);
const NO_DEFAULT = new Set(['subTable', 'serial', 'attachment', 'user', 'relatedRecord', 'dateRange', 'checkbox', 'department']);

function DefaultValue({ props, onChange }: { props: FieldProps; onChange(v: unknown): void }) {
  const { t } = useTranslation();
  const v = props.defaultValue;
  if (props.type === 'switch') {
    return (
      <Select allowClear value={typeof v === 'boolean' ? String(v) : undefined} placeholder={t('designer.form.props.noDefault')} data-testid="prop-default"
        onChange={(x) => onChange(x === undefined ? undefined : x === 'true')}
        options={[{ value: 'true', label: t('designer.form.props.on') }, { value: 'false', label: t('designer.form.props.off') }]} />
    );
  }
  if (props.type === 'money') {
    return <CommitNumber testId="prop-default" value={typeof v === 'number' ? Number(centsToYuan(v)) : undefined} precision={2} addonAfter={t('designer.form.props.yuan')} onCommit={(x) => onChange(x === undefined ? undefined : yuanToCents(x))} />;
  }
  if (props.type === 'number' || props.type === 'percent') {
    return <CommitNumber testId="prop-default" value={typeof v === 'number' ? v : undefined} onCommit={onChange} />;
  }
  return <CommitText testId="prop-default" value={typeof v === 'string' ? v : undefined} placeholder={t('designer.form.props.noDefault')} onCommit={(x) => onChange(x || undefined)} />;
}

/** Title, identifier, type, required, search criterion, placeholder, help text and default value. */
export function BasicSection({ path, props }: { path: NodePath; props: FieldProps }) {
  const { t } = useTranslation();
  const text = useText();
  const fn = useDesignFunction();
  const update = useFieldUpdate(path);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [idError, setIdError] = useState<string | null>(null);
  const titleProblem = (v: string) => (v.trim() === text(props.title) || v === props.title ? null : checkTitle(fn, path, v, text));
  const idProblem = (v: string) => checkIdentifier(fn, path, v);
  const shownTitle = text(props.title);

  return (
    <>
      <Form.Item label={t('designer.form.props.title')} required validateStatus={titleError ? 'error' : undefined}
        help={titleError ? <span data-testid="prop-title-error">{t(`designer.form.errors.title.${titleError}`)}</span> : undefined}>
        <CommitText testId="prop-title" value={shownTitle} status={titleError ? 'error' : undefined}
          onDraft={(v) => setTitleError(titleProblem(v))}
          onCommit={(v) => { const p = titleProblem(v); setTitleError(p); if (!p && v.trim() !== shownTitle) update({ title: v.trim() }); }} />
      </Form.Item>
      <Form.Item label={t('designer.form.props.identifier')} required validateStatus={idError ? 'error' : undefined}
        help={idError ? <span data-testid="prop-identifier-error">{t(`designer.form.errors.identifier.${idError}`)}</span> : undefined}
        extra={idError ? undefined : t('designer.form.props.identifierHint')}>
        <CommitText testId="prop-identifier" monospace value={props.identifier} status={idError ? 'error' : undefined}
          onDraft={(v) => setIdError(idProblem(v))}
          onCommit={(v) => { const p = idProblem(v); setIdError(p); if (!p) update({ identifier: v }); }} />
      </Form.Item>
      <Form.Item label={t('designer.form.props.type')}>
        <Tag bordered={false} className="fd-type-tag" data-testid="prop-type"><KindIcon kind={props.type} /> {t(`designer.form.types.${props.type}`)}</Tag>
      </Form.Item>
      <Space size={32} className="fd-switches">
        <Form.Item label={t('designer.form.props.required')}>
          <Switch checked={props.required} onChange={(required) => update({ required })} data-testid="prop-required" />
        </Form.Item>
        {props.kind !== 'column' && (
          <Form.Item label={t('designer.form.props.searchable')} tooltip={t('designer.form.props.searchableHint')}>
            <Switch checked={props.searchable} onChange={(searchable) => update({ searchable })} data-testid="prop-searchable" />
          </Form.Item>
        )}
      </Space>
      {PLACEHOLDER_TYPES.has(props.type) && (
        <Form.Item label={t('designer.form.props.placeholder')}>
          <CommitText testId="prop-placeholder" value={text(props.placeholder)} onCommit={(placeholder) => update({ placeholder: placeholder || undefined })} />
        </Form.Item>
      )}
      <Form.Item label={t('designer.form.props.description')}>
        <CommitText testId="prop-description" textarea value={text(props.description)} onCommit={(description) => update({ description: description || undefined })} />
      </Form.Item>
      {!NO_DEFAULT.has(props.type) && (
        <Form.Item label={t('designer.form.props.default')}>
          <DefaultValue props={props} onChange={(defaultValue) => update({ defaultValue })} />
        </Form.Item>
      )}
    </>
  );
}

