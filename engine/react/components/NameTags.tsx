import React from 'react';
import { Tag } from 'antd';

interface Props {
  ids: (number | string)[];
  /** Display names by id as text; an id without a name shows as itself. */
  names: Record<string, string>;
  icon?: React.ReactNode;
  color?: string;
  className?: string;
}

/** Read-only tags naming ids (users, departments) in list cells and read-only views; "-" when there are none. */
export function NameTags({ ids, names, icon, color, className }: Props) {
  if (!ids.length) return <span className="ant-formily-preview-text">-</span>;
  return (
    <span className={className}>
      {ids.map((id) => <Tag key={String(id)} icon={icon} color={color} bordered={false}>{names[String(id)] ?? String(id)}</Tag>)}
    </span>
  );
}
