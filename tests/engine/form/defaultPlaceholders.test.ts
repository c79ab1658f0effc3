import { describe, expect, it } from 'vitest';
import { withDefaultPlaceholders, type FormSchema } from '../../../engine/index';

const words = { enter: (t: string) => `Enter ${t}`, choose: (t: string) => `Select ${t}` };
const placeholderOf = (node: FormSchema | undefined) => (node?.['x-component-props'] as { placeholder?: unknown } | undefined)?.placeholder;

const form: FormSchema = {
  type: 'object',
  properties: {
    grid: {
      type: 'void',
      'x-component': 'FormGrid',
      properties: {
        name: { type: 'string', title: 'Name', 'x-component': 'Input' },
        note: { type: 'string', title: 'Note', 'x-component': 'Input.TextArea' },
        amount: { type: 'number', title: 'Amount', 'x-component': 'MoneyInput' },
        days: { type: 'number', title: 'Days', 'x-component': 'NumberPicker' },
        kind: { type: 'string', title: 'Kind', 'x-component': 'Select', enum: [{ label: 'A', value: 'a' }] },
      },
    },
    own: { type: 'string', title: 'Own', 'x-component': 'Input', 'x-component-props': { placeholder: 'e.g. 42', allowClear: true } },
    blank: { type: 'string', title: 'Blank', 'x-component': 'Input', 'x-component-props': { placeholder: '' } },
    fixed: { type: 'string', title: 'Fixed', 'x-component': 'Input', 'x-read-only': true },
    off: { type: 'string', title: 'Off', 'x-component': 'Select', 'x-disabled': true },
    shown: { type: 'string', title: 'Shown', 'x-component': 'Input', 'x-pattern': 'readPretty' },
    untitled: { type: 'string', 'x-component': 'Input' },
    total: { type: 'number', title: 'Total', 'x-component': 'NumberPicker', 'x-compute': "sum(lines, 'amount')" },
    when: { type: 'string', title: 'When', 'x-component': 'DatePicker' },
    who: { type: 'string', title: 'Who', 'x-component': 'UserPicker' },
    lines: {
      type: 'array',
      title: 'Lines',
      'x-component': 'ArrayTable',
      items: { type: 'object', properties: { subject: { type: 'string', title: 'Subject', 'x-component': 'Input' } } },
    },
  },
};

describe('withDefaultPlaceholders', () => {
  const out = withDefaultPlaceholders(form, words);
  const grid = out.properties!.grid.properties!;

  it('words a placeholder for text, number and choice fields from their titles', () => {
    expect(placeholderOf(grid.name)).toBe('Enter Name');
    expect(placeholderOf(grid.note)).toBe('Enter Note');
    expect(placeholderOf(grid.amount)).toBe('Enter Amount');
    expect(placeholderOf(grid.days)).toBe('Enter Days');
    expect(placeholderOf(grid.kind)).toBe('Select Kind');
  });

  it("keeps a pack's own placeholder, an empty one included, and its other props", () => {
    expect(out.properties!.own['x-component-props']).toEqual({ placeholder: 'e.g. 42', allowClear: true });
    expect(placeholderOf(out.properties!.blank)).toBe('');
  });

  it('leaves read-only, disabled, read-pretty and computed fields, untitled ones and pickers with words of their own', () => {
    for (const key of ['fixed', 'off', 'shown', 'untitled', 'total', 'when', 'who']) expect(out.properties![key]).toBe(form.properties![key]);
  });

  it("gives sub-table rows none, so a wide table's empty cells stay quiet", () => {
    expect(out.properties!.lines).toBe(form.properties!.lines);
  });

  it('changes nothing in the form it was given', () => {
    expect(placeholderOf(form.properties!.grid.properties!.name)).toBeUndefined();
    expect(withDefaultPlaceholders({ type: 'object', properties: { who: form.properties!.who } }, words).properties!.who).toBe(form.properties!.who);
  });
});
