import React, { useMemo } from 'react';
import { Badge, Collapse } from 'antd';
import { observer, RecursionField, useField, useFieldSchema } from '@formily/react';
import { panesOf } from './panes';

const Header = observer(function Header({ name, header }: { name: string; header: string }) {
  const field = useField();
  const errors = field.form.queryFeedbacks({ type: 'error', address: `${field.address.concat(name).toString()}.*` });
  return errors.length ? <Badge size="small" count={errors.length} offset={[8, 0]}>{header}</Badge> : <>{header}</>;
});

/**
 * Formily's FormCollapse without `forceRender`: a panel's fields mount when the
 * panel is first opened (antd keeps them afterwards). The first panel is open
 * unless `defaultActiveKey` says otherwise.
 */
export function LazyFormCollapse(props: { defaultActiveKey?: string | string[]; accordion?: boolean; bordered?: boolean; ghost?: boolean }) {
  const schema = useFieldSchema();
  const panels = useMemo(() => panesOf(schema, 'CollapsePanel'), [schema]);
  return (
    <Collapse
      className="engine-form-collapse"
      accordion={props.accordion}
      bordered={props.bordered}
      ghost={props.ghost}
      defaultActiveKey={props.defaultActiveKey ?? panels.slice(0, 1).map((p) => p.name)}
      style={{ marginBottom: 16 }}
      items={panels.map((p) => ({
        key: p.name,
        label: <Header name={p.name} header={String(p.props.header ?? p.props.title ?? p.name)} />,
        children: <RecursionField schema={p.schema} name={p.name} />,
      }))}
    />
  );
}

/** A panel renders its children; the collapse above decides when. */
export function CollapsePanel({ children }: { children?: React.ReactNode }) {
  return <>{children}</>;
}
