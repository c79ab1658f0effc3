import React from 'react';
import { FormItem } from '@formily/antd-v5';
import { isDataField } from '@formily/core';
import { observer, useField } from '@formily/react';
import { useCompactForm } from '../layout';
import { ErrorTip } from './ErrorTip';

type FormItemProps = React.ComponentProps<typeof FormItem>;

/** Compact forms: inputs under their labels; read-only values beside theirs, as a key-value list. */
const EDIT_COMPACT: Partial<FormItemProps> = { layout: 'vertical', labelWrap: true, colon: false };
const READ_ONLY_COMPACT: Partial<FormItemProps> = { layout: 'horizontal', labelCol: 9, wrapperCol: 15, labelAlign: 'left', labelWrap: true, colon: false };

/**
 * FormItem that stamps `data-testid="field-<data path>"` (e.g. `field-lines.0.amount`; void
 * layout nodes such as FormGrid or ArrayTable.Column are not part of it, so it equals the
 * server's `fields` path) so tests and support tools can reach every field, sub-table cells included.
 *
 * Only the first failing rule is shown (spec 001 section 5): under the field, and in a tooltip
 * over the control that opens after 100 ms.
 */
const TestIdFormItemBase = observer((props: FormItemProps) => {
  const field = useField();
  const testId = field ? `field-${field.path.toString()}` : undefined;
  const first = field && isDataField(field) && !field.validating ? field.selfErrors[0] : undefined;
  const { children, ...rest } = props;
  const compact = useCompactForm();
  const readOnly = field?.pattern === 'readPretty';
  // On a touch screen the message under the field is the message: no hover tooltip over the control.
  if (compact) {
    return (
      <FormItem data-testid={testId} {...(first ? { feedbackText: first } : {})} {...rest} {...(readOnly ? READ_ONLY_COMPACT : EDIT_COMPACT)}>
        <div className="engine-item-control">{children}</div>
      </FormItem>
    );
  }
  return (
    <FormItem data-testid={testId} {...(first ? { feedbackText: first } : {})} {...rest}>
      <ErrorTip error={first}>{children}</ErrorTip>
    </FormItem>
  );
});

export const TestIdFormItem = Object.assign(TestIdFormItemBase, { BaseItem: FormItem.BaseItem });
