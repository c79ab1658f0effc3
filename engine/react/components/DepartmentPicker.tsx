import React, { useEffect, useState } from 'react';
import { ApartmentOutlined } from '@ant-design/icons';
import { Select } from '@formily/antd-v5';
import { Tag } from 'antd';
import { useEngineServices, type LookupOption } from '../services';

type Props = React.ComponentProps<typeof Select>;

/**
 * Picks a department. Its options are the lookup dictionary `department` (resolved by the
 * server into `enum`, or at run time when the schema names no lookup); see engine/react/README.md.
 */
export function DepartmentPicker(props: Props) {
  return <Select allowClear showSearch optionFilterProp="label" suffixIcon={<ApartmentOutlined />} {...props} />;
}

const DEPARTMENTS = { dict: 'department' } as const;

/**
 * Department names for ids outside a form (list cells, read-only views) when the
 * field carries no options of its own: the `department` lookup, cached by the services.
 */
export function DepartmentNames({ value }: { value?: unknown }) {
  const services = useEngineServices();
  const [options, setOptions] = useState<LookupOption[]>([]);
  const ids = (Array.isArray(value) ? value : [value]).filter((v) => v !== null && v !== undefined && v !== '');
  useEffect(() => {
    if (!ids.length) return undefined;
    let alive = true;
    services.loadLookup(DEPARTMENTS).then((list) => { if (alive) setOptions(list); }, () => undefined);
    return () => { alive = false; };
  }, [services, ids.length]);
  if (!ids.length) return <span className="ant-formily-preview-text">-</span>;
  return (
    <>
      {ids.map((id) => (
        <Tag key={String(id)} bordered={false} color="blue">{options.find((o) => String(o.value) === String(id))?.label ?? String(id)}</Tag>
      ))}
    </>
  );
}
