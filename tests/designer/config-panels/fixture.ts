import type { PackFunction } from '@engine';
import { packFunction } from '../support/packFunction';

const item = (title: string, component: string, type = 'string') => ({ type, title, 'x-decorator': 'FormItem', 'x-component': component });

/** An "Overtime request": a serial number, a text, a date, a number, a select and a sub-table. */
export function overtime(): PackFunction {
  return packFunction({
    code: 'overtime',
    name: 'Overtime request',
    menu: { displayName: 'Overtime', directory: 'M10000000000000' },
    fields: [['no', 'Number', 'serial'], ['reason', 'Reason', 'text'], ['day', 'Day', 'date'], ['hours', 'Hours', 'number'], ['kind', 'Kind', 'select'], ['lines', 'Lines', 'subTable']],
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
  });
}
