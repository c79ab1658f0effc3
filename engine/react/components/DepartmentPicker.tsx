import React from 'react';
import { ApartmentOutlined } from '@ant-design/icons';
import { Select } from '@formily/antd-v5';

type Props = React.ComponentProps<typeof Select>;

/**
 * Picks a department. Its options are the lookup dictionary `department` (resolved by the
 * server into `enum`, or at run time when the schema names no lookup); see engine/react/README.md.
 */
export function DepartmentPicker(props: Props) {
  return <Select allowClear showSearch optionFilterProp="label" suffixIcon={<ApartmentOutlined />} {...props} />;
}
