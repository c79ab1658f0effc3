import React from 'react';
import { Collapse, Empty, Form, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { designStore, useDesignFunction, useText } from '../../../state';
import { FORM_COMMANDS } from '../../commands';
import { readFieldProps } from '../../model/fieldProps';
import { findInOutline, type CanvasNode } from '../../model/outline';
import { fromId, getNode } from '../../model/tree';
import { useSelection } from '../FormDesignerContext';
import { KindIcon } from '../icons';
import { BasicSection } from './BasicSection';
import { BusinessSection } from './BusinessSection';
import { LayoutSection } from './LayoutSection';
import { LinkageSection } from './LinkageSection';
import { LookupSection } from './LookupSection';
import { RulesSection } from './RulesSection';

const LOOKUP_TYPES = new Set(['select', 'radio', 'checkbox', 'department']);

function GridPanel({ node }: { node: CanvasNode }) {
  const { t } = useTranslation();
  const fn = useDesignFunction();
  const props = (getNode(fn.form, node.path)?.['x-component-props'] ?? {}) as { maxColumns?: number };
  return (
    <Form layout="vertical" component="div" size="small" className="fd-props__form">
      <Form.Item label={t('designer.form.props.columns')}>
        <Segmented block value={props.maxColumns ?? 2} data-testid="prop-grid-columns"
          options={[1, 2, 3, 4].map((n) => ({ value: n, label: <span data-testid={`prop-grid-columns-${n}`}>{n}</span> }))}
          onChange={(v) => designStore.getState().dispatch(FORM_COMMANDS.grid, { path: node.path, maxColumns: Number(v) })} />
      </Form.Item>
      <Typography.Paragraph type="secondary">{t('designer.form.props.gridHint')}</Typography.Paragraph>
    </Form>
  );
}

function FieldPanel({ node }: { node: CanvasNode }) {
  const { t } = useTranslation();
  const fn = useDesignFunction();
  const props = readFieldProps(fn, node.path);
  if (!props) return null;
  const section = (key: string, body: React.ReactNode) => ({
    key, label: <span data-testid={`prop-section-${key}`}>{t(`designer.form.sections.${key}`)}</span>, children: body,
  });
  const items = [
    section('basic', <BasicSection path={node.path} props={props} />),
    section('validation', <RulesSection path={node.path} props={props} />),
    ...(LOOKUP_TYPES.has(props.type) ? [section('options', <LookupSection path={node.path} props={props} />)] : []),
    section('layout', <LayoutSection path={node.path} props={props} />),
    section('linkage', <LinkageSection path={node.path} props={props} />),
    section('business', <BusinessSection path={node.path} props={props} />),
  ];
  return (
    <Form layout="vertical" component="div" size="small" className="fd-props__form">
      <Collapse ghost bordered={false} defaultActiveKey={['basic', 'validation', 'options', 'layout']} items={items} className="fd-props__sections" />
    </Form>
  );
}

/** The selected node's properties in sections; a hint when nothing is selected. */
export function PropertyPanel({ outline }: { outline: CanvasNode[] }) {
  const { t } = useTranslation();
  const text = useText();
  const { selected } = useSelection();
  const node = selected ? findInOutline(outline, selected) : undefined;
  const isField = node && (node.kind === 'field' || node.kind === 'subTable' || node.kind === 'column');
  return (
    <aside className="fd-props" data-testid="form-properties">
      <div className="fd-pane__header">
        <span className="fd-pane__title">{t('designer.form.props.heading')}</span>
        {node && (
          <span className="fd-props__subject" data-testid="prop-subject">
            <KindIcon kind={node.type ?? node.kind} /> {text(node.title) || t(`designer.form.types.${node.type ?? (node.kind === 'grid' ? 'grid' : 'void')}`)}
          </span>
        )}
      </div>
      <div className="fd-props__body">
        {!node && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('designer.form.props.none')} data-testid="prop-empty" />}
        {node && isField && <FieldPanel key={`${node.id}:${fromId(node.id).length}`} node={node} />}
        {node && node.kind === 'grid' && <GridPanel key={node.id} node={node} />}
        {node && node.kind === 'void' && <Typography.Paragraph type="secondary" className="fd-props__void">{t('designer.form.props.voidHint')}</Typography.Paragraph>}
      </div>
    </aside>
  );
}
