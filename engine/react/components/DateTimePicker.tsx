import React from 'react';
import { DatePicker } from '@formily/antd-v5';

type Props = React.ComponentProps<typeof DatePicker>;

/** A date and time, stored as `YYYY-MM-DD HH:mm:ss` (Formily's DatePicker with `showTime`). */
export function DateTimePicker(props: Props) {
  return <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm:ss" {...props} />;
}
