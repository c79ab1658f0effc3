import type { PackFunction } from '../../../engine/index';

const item = (title: string, component: string, type = 'string') => ({ type, title, 'x-decorator': 'FormItem', 'x-component': component });

/** An "Overtime request": a serial number, a text, a date, a number, a select and a sub-table. */
export function overtime(): PackFunction {
  return {
    code: 'overtime',
    name: 'Overtime request',
    businessType: 'hr',
    formType: 'standard',
    displayStyle: 'list',
    permissionRequired: false,
    menu: { displayName: 'Overtime', directory: 'M10000000000000' },
    fields: [
      { name: 'Number', type: 'serial', identifier: 'no' },
      { name: 'Reason', type: 'text', identifier: 'reason' },
      { name: 'Day', type: 'date', identifier: 'day' },
      { name: 'Hours', type: 'number', identifier: 'hours' },
      { name: 'Kind', type: 'select', identifier: 'kind' },
      { name: 'Lines', type: 'subTable', identifier: 'lines' },
    ],
    form: {
      type: 'object',
      properties: {
        grid: {
          type: 'void',
          'x-component': 'FormGrid',
          properties: {
            no: item('Number', 'SerialNumber'),
            reason: item('Reason', 'Input'),
            day: item('Day', 'DatePicker'),
            hours: item('Hours', 'NumberPicker', 'number'),
            kind: { ...item('Kind', 'Select'), enum: [{ label: 'Weekday', value: 'w' }, { label: 'Holiday', value: 'h' }] },
          },
        },
        lines: {
          type: 'array',
          title: 'Lines',
          'x-decorator': 'FormItem',
          'x-component': 'ArrayTable',
          items: { type: 'object', properties: { note: item('Note', 'Input') } },
        },
      },
    },
    list: { columns: [{ field: 'reason', showInList: true, order: 1 }, { field: 'day', showInList: true, sort: true, order: 2 }] },
    search: [],
  };
}
