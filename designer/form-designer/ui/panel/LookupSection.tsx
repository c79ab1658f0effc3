import React, { useEffect, useMemo, useState } from 'react';
import { AutoComplete, Form, Segmented, Space, Tag, Typography } from 'antd';
import { CheckCircleFilled, LoadingOutlined, WarningFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { walkSchema } from '../../../../engine/index';
import { useDesignerPost } from '../../../api';
import { useDesignFunction } from '../../../state';
import type { FieldProps, LookupRef } from '../../model/fieldProps';
import type { NodePath } from '../../model/tree';
import { useFieldUpdate } from './useFieldUpdate';
import { OptionListEditor } from './OptionListEditor';

type Source = 'none' | 'dict' | 'enum' | 'list';
type Check = { state: 'idle' | 'loading' | 'found' | 'missing'; options: { code: string; name: string }[] };

/** Codes of lookups the function already uses, offered first. */
function usedCodes(form: Parameters<typeof walkSchema>[0], source: 'dict' | 'enum'): string[] {
  const codes = new Set<string>();
  walkSchema(form, (node) => {
    const ref = node['x-lookup'] as LookupRef | undefined;
    if (ref?.[source]) codes.add(ref[source]!);
  });
  return [...codes];
}

/**
 * Where a choice field's options come from: a dictionary or an enumeration of the
 * tenant, by code (`x-lookup`; the code is checked against the server's lookups as
 * typed, since design/save refuses one the tenant does not have), or a list defined
 * right here (`enum` of labels and values).
 */
export function LookupSection({ path, props }: { path: NodePath; props: FieldProps }) {
  const { t } = useTranslation();
  const post = useDesignerPost();
  const fn = useDesignFunction();
  const update = useFieldUpdate(path);
  const current: Source = props.lookup?.dict ? 'dict' : props.lookup?.enum ? 'enum' : props.options ? 'list' : 'none';
  const [source, setSource] = useState<Source>(current);
  const [code, setCode] = useState(props.lookup?.dict ?? props.lookup?.enum ?? '');
  const [check, setCheck] = useState<Check>({ state: 'idle', options: [] });
  useEffect(() => { setSource(current); setCode(props.lookup?.dict ?? props.lookup?.enum ?? ''); }, [current, props.lookup?.dict, props.lookup?.enum]);

  useEffect(() => {
    if (source === 'none' || source === 'list' || !code.trim()) return setCheck({ state: 'idle', options: [] });
    let live = true;
    setCheck({ state: 'loading', options: [] });
    const timer = setTimeout(() => {
      const call = source === 'dict'
        ? post<{ code: string; name: string }[]>('/api/api/getDictListByDicType', { typeCode: code.trim() }, { silent: true })
        : post<{ code: string; name: string }[]>('/api/api/getEnumListByCls', { enumClassName: code.trim() }, { silent: true });
      call.then((list) => live && setCheck({ state: list?.length ? 'found' : 'missing', options: list ?? [] }), () => live && setCheck({ state: 'missing', options: [] }));
    }, 300);
    return () => { live = false; clearTimeout(timer); };
  }, [source, code, post]);

  const suggestions = useMemo(() => (source === 'none' || source === 'list' ? [] : usedCodes(fn.form, source).map((c) => ({ value: c }))), [fn.form, source]);
  const commit = (s: Source, c: string) => {
    if (s === 'list') {
      if (!props.options) update({ lookup: undefined, options: [] });
      return;
    }
    const next = s === 'none' || !c.trim() ? undefined : { [s]: c.trim() };
    if (JSON.stringify(next) !== JSON.stringify(props.lookup) || props.options) update({ lookup: next, options: undefined });
  };

  return (
    <>
      <Form.Item label={t('designer.form.lookup.source')}>
        <Segmented block className="fd-lookup-kind" value={source} data-testid="prop-lookup-kind"
          options={(['none', 'dict', 'enum', 'list'] as Source[]).map((s) => ({ value: s, label: <span data-testid={`prop-lookup-kind-${s}`}>{t(`designer.form.lookup.${s}`)}</span> }))}
          onChange={(s) => { setSource(s as Source); if (s === 'none' || s === 'list' || code.trim()) commit(s as Source, code); }} />
      </Form.Item>
      {source === 'list' && (
        <Form.Item label={t('designer.form.lookup.options.title')}>
          <OptionListEditor options={props.options ?? []} onChange={(options) => update({ lookup: undefined, options })} />
        </Form.Item>
      )}
      {source !== 'none' && source !== 'list' && (
        <Form.Item label={t('designer.form.lookup.code')} extra={props.type === 'department' ? t('designer.form.lookup.departmentHint') : undefined}>
          <AutoComplete value={code} options={suggestions} placeholder={t('designer.form.lookup.codePlaceholder')} data-testid="prop-lookup-code"
            onChange={setCode} onBlur={() => commit(source, code)} onSelect={(c: string) => { setCode(c); commit(source, c); }} className="fd-mono" />
        </Form.Item>
      )}
      {source !== 'none' && source !== 'list' && check.state !== 'idle' && (
        <div className={`fd-lookup-check is-${check.state}`} data-testid="prop-lookup-status">
          {check.state === 'loading' && <Space><LoadingOutlined />{t('designer.form.lookup.checking')}</Space>}
          {check.state === 'missing' && <Space align="start"><WarningFilled />{t('designer.form.lookup.notFound')}</Space>}
          {check.state === 'found' && (
            <>
              <Typography.Text type="success"><CheckCircleFilled /> {t('designer.form.lookup.found', { count: check.options.length })}</Typography.Text>
              <div className="fd-lookup-check__tags">
                {check.options.slice(0, 8).map((o) => <Tag key={o.code} bordered={false}>{o.name}</Tag>)}
                {check.options.length > 8 && <Tag bordered={false}>+{check.options.length - 8}</Tag>}
              </div>
            </>
          )}
        </div>
      )}
    </>
  );
}
