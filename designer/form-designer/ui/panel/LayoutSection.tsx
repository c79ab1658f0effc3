import React from 'react';
import { Form, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDesignFunction } from '../../../state';
import type { FieldProps } from '../../model/fieldProps';
import { getNode, isGrid, type NodePath } from '../../model/tree';
import { CommitNumber, CommitText } from './CommitInputs';
import { useFieldUpdate } from './useFieldUpdate';

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Grid span, column width, decimals and the settings of particular types (rows, file count, related function). */
export function LayoutSection({ path, props }: { path: NodePath; props: FieldProps }) {
  const { t } = useTranslation();
  const fn = useDesignFunction();
  const update = useFieldUpdate(path);
  const parent = getNode(fn.form, path.slice(0, -1));
  const columns = parent && isGrid(parent) ? num((parent['x-component-props'] as Record<string, unknown>)?.maxColumns) ?? 2 : 0;
  const cp = props.componentProps;
  const items: React.ReactNode[] = [];

  if (columns > 1) {
    items.push(
      <Form.Item key="span" label={t('designer.form.props.gridSpan')}>
        <Segmented block value={props.gridSpan ?? 1} data-testid="prop-grid-span"
          options={Array.from({ length: columns }, (_, i) => ({ value: i + 1, label: <span data-testid={`prop-grid-span-${i + 1}`}>{i + 1}</span> }))}
          onChange={(v) => update({ gridSpan: v === 1 ? undefined : Number(v) })} />
      </Form.Item>,
    );
  }
  if (props.kind === 'column') {
    items.push(
      <Form.Item key="width" label={t('designer.form.props.width')}>
        <CommitNumber testId="prop-width" value={props.width} min={60} max={800} addonAfter="px" onCommit={(width) => update({ width })} />
      </Form.Item>,
    );
  }
  if (props.type === 'number') {
    items.push(
      <Form.Item key="decimals" label={t('designer.form.props.decimals')} extra={t('designer.form.props.decimalsHint')}>
        <CommitNumber testId="prop-decimals" value={props.decimals} min={0} max={6} precision={0} onCommit={(decimals) => update({ decimals })} />
      </Form.Item>,
    );
  }
  if (props.type === 'textarea') {
    items.push(
      <Form.Item key="rows" label={t('designer.form.props.rows')}>
        <CommitNumber testId="prop-rows" value={num(cp.rows)} min={1} max={20} precision={0} onCommit={(rows) => update({ componentProps: { rows } })} />
      </Form.Item>,
    );
  }
  if (props.type === 'attachment') {
    items.push(
      <Form.Item key="count" label={t('designer.form.props.maxCount')}>
        <CommitNumber testId="prop-max-count" value={num(cp.maxCount)} min={1} max={100} precision={0} onCommit={(maxCount) => update({ componentProps: { maxCount } })} />
      </Form.Item>,
    );
  }
  if (props.type === 'relatedRecord') {
    items.push(
      <Form.Item key="fn" label={t('designer.form.props.relatedFn')}>
        <CommitText testId="prop-related-fn" monospace value={str(cp.fn)} placeholder="customer" onCommit={(v) => update({ componentProps: { fn: v } })} />
      </Form.Item>,
      <Form.Item key="label" label={t('designer.form.props.relatedLabel')}>
        <CommitText testId="prop-related-label" monospace value={str(cp.labelField)} placeholder="name" onCommit={(v) => update({ componentProps: { labelField: v, searchField: cp.searchField === undefined ? undefined : v } })} />
      </Form.Item>,
    );
  }
  return items.length ? <>{items}</> : <Typography.Text type="secondary">{t('designer.form.props.noLayout')}</Typography.Text>;
}
