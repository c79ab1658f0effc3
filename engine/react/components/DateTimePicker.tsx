import React, { useContext } from 'react';
import { ConfigProvider } from 'antd';
import { DatePicker } from '@formily/antd-v5';

type Props = React.ComponentProps<typeof DatePicker>;

/** A date and time, stored as `YYYY-MM-DD HH:mm:ss` (Formily's DatePicker with `showTime`). */
export function DateTimePicker(props: Props) {
  return <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm:ss" {...props} />;
}

const PICKER_PLACEHOLDERS = { year: 'yearPlaceholder', quarter: 'quarterPlaceholder', month: 'monthPlaceholder', week: 'weekPlaceholder' } as const;

/**
 * What an empty date box says in the page's language, as antd words it for the picker's kind
 * (from the locale the app gives antd; none without one).
 */
export function useDatePlaceholder(props: { picker?: unknown }): string | undefined {
  const words = useContext(ConfigProvider.ConfigContext).locale?.DatePicker;
  if (props.picker === 'time') return words?.timePickerLocale?.placeholder ?? words?.lang.placeholder;
  const own = typeof props.picker === 'string' && props.picker in PICKER_PLACEHOLDERS ? words?.lang[PICKER_PLACEHOLDERS[props.picker as keyof typeof PICKER_PLACEHOLDERS]] : undefined;
  return own ?? words?.lang.placeholder;
}
