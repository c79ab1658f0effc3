import React from 'react';
import type { EnumOption } from '../../api';
import { FieldValue } from '../../../engine/react/index';

/** How a list cell shows a value of a given field type (the engine's field-type registry decides). */
export function renderCell(type: string | undefined, value: unknown, options: EnumOption[], props: Record<string, unknown> = {}): React.ReactNode {
  return <FieldValue type={type} value={value} options={options} props={props} />;
}
