import React from 'react';
import { FormItem } from '@formily/antd-v5';
import { useField } from '@formily/react';

type FormItemProps = React.ComponentProps<typeof FormItem>;

/**
 * FormItem that stamps `data-testid="field-<data path>"` (e.g. `field-lines.0.amount`; void
 * layout nodes such as FormGrid or ArrayTable.Column are not part of it, so it equals the
 * server's `fields` path) so tests and support tools can reach every field, sub-table cells included.
 */
function TestIdFormItemBase(props: FormItemProps) {
  const field = useField();
  const testId = field ? `field-${field.path.toString()}` : undefined;
  return <FormItem data-testid={testId} {...props} />;
}

export const TestIdFormItem = Object.assign(TestIdFormItemBase, { BaseItem: FormItem.BaseItem });
