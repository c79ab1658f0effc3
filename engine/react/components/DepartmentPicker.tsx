import React, { useEffect, useState } from 'react';
import { ApartmentOutlined } from '@ant-design/icons';
import { Select } from '@formily/antd-v5';
import { useEngineServices } from '../services';
import { NameTags } from './NameTags';
import { toIds } from './useUserNames';

type Props = React.ComponentProps<typeof Select>;

/** What an empty department box says (the sub-table cell that shows text says it too). */
export const useDepartmentPlaceholder = (): string => useEngineServices().t('engine.department.placeholder');

/**
 * Picks a department. Its options are the lookup dictionary `department` (resolved by the
 * server into `enum`, or at run time when the schema names no lookup); see engine/react/README.md.
 */
export function DepartmentPicker(props: Props) {
  const placeholder = useDepartmentPlaceholder();
  return <Select allowClear showSearch optionFilterProp="label" suffixIcon={<ApartmentOutlined />} placeholder={placeholder} {...props} />;
}

const DEPARTMENTS = { dict: 'department' } as const;

/**
 * Department names for ids outside a form (list cells, read-only views) when the
 * field carries no options of its own: the `department` lookup, cached by the services.
 */
export function DepartmentNames({ value }: { value?: unknown }) {
  const services = useEngineServices();
  const [names, setNames] = useState<Record<string, string>>({});
  const ids = toIds(value);
  useEffect(() => {
    if (!ids.length) return undefined;
    let alive = true;
    services.loadLookup(DEPARTMENTS).then((list) => {
      if (alive) setNames(Object.fromEntries(list.map((o) => [String(o.value), String(o.label)])));
    }, () => undefined);
    return () => { alive = false; };
  }, [services, ids.length]);
  return <NameTags ids={ids} names={names} color="blue" />;
}
