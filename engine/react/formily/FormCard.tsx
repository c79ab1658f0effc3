import React from 'react';
import { Card } from 'antd';

/** antd's Card as a schema layout (NocoBase and many Formily apps group fields in cards). */
export function FormCard({ title, children, size, bordered }: { title?: string; children?: React.ReactNode; size?: 'small' | 'default'; bordered?: boolean }) {
  return <Card title={title} size={size ?? 'small'} bordered={bordered} style={{ marginBottom: 16 }}>{children}</Card>;
}
