import { describe, expect, it } from 'vitest';
import { applyComputed, businessModel, toClientForm, centsToYuan, yuanToCents, formatYuan } from '@engine';
import { bundledPacks } from '@schemas';

const pack = bundledPacks[0];
const fn = pack.functions[0];

describe('applyComputed', () => {
  it('computes the total from the line amounts, ignoring what the client sent', () => {
    const out = applyComputed(fn.form, { total: 1, lines: [{ amount: 100 }, { amount: 250 }, { amount: null }] });
    expect(out.total).toBe(350);
  });

  it('sees a form whose properties were replaced (fields are listed once per properties object)', () => {
    const form = { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number', 'x-compute': 'a + 1' } } } as typeof fn.form;
    expect(applyComputed(form, { a: 1 }).b).toBe(2);
    form.properties = { ...form.properties, c: { type: 'number', 'x-compute': 'a * 10' } };
    expect(applyComputed(form, { a: 2 })).toMatchObject({ b: 3, c: 20 });
  });

  it('sees a sub-table whose columns were replaced in place, the form around it unchanged', () => {
    const items = { type: 'object', properties: { amount: { type: 'number' } } };
    const form = { type: 'object', properties: { lines: { type: 'array', items } } } as unknown as typeof fn.form;
    expect(applyComputed(form, { lines: [{ amount: 2 }] }).lines).toEqual([{ amount: 2 }]);
    items.properties = { ...items.properties, double: { type: 'number', 'x-compute': 'amount * 2' } } as typeof items.properties;
    expect(applyComputed(form, { lines: [{ amount: 2 }] }).lines).toEqual([{ amount: 2, double: 4 }]);
    items.properties = { amount: { type: 'number' }, triple: { type: 'number', 'x-compute': 'amount * 3' } } as typeof items.properties;
    expect(applyComputed(form, { lines: [{ amount: 2 }] }).lines).toEqual([{ amount: 2, triple: 6 }]);
  });

  it('neither copies nor reads a row without a computed field, and builds a row\'s scope once for all its computed fields', () => {
    const form = {
      type: 'object',
      properties: {
        rate: { type: 'number' },
        total: { type: 'number', 'x-compute': "sum(lines, 'amount')" },
        lines: { type: 'array', items: { type: 'object', properties: { amount: { type: 'number' }, note: { type: 'string' } } } },
        taxed: { type: 'array', items: { type: 'object', properties: { net: { type: 'number' }, gross: { type: 'number', 'x-compute': 'net * 2' }, tax: { type: 'number', 'x-compute': 'gross - net' } } } },
      },
    } as unknown as typeof fn.form;
    let reads = 0;
    // A row value read through a getter: each copy or scope of the row reads it once.
    const counted = () => Object.defineProperty({ amount: 5 }, 'note', { enumerable: true, get: () => { reads++; return 'n'; } });
    const lines = [counted(), counted()];
    const data = { rate: 2, lines, taxed: [{ net: 10 }, { net: 3 }] };
    const out = applyComputed(form, data);
    expect(out.total).toBe(10);
    // The rows without a computed field are the rows given: neither copied nor read, no scope built for them.
    expect(reads).toBe(0);
    expect(out.lines).toBe(lines);
    expect(data).toEqual({ rate: 2, lines, taxed: [{ net: 10 }, { net: 3 }] });
    // A later computed field sees the earlier one's value.
    expect(out.taxed).toEqual([{ net: 10, gross: 20, tax: 10 }, { net: 3, gross: 6, tax: 3 }]);
  });

  it('answers the values given when the form computes nothing, and copies them when it does', () => {
    const plain = { type: 'object', properties: { a: { type: 'number' }, rows: { type: 'array', items: { type: 'object', properties: { x: { type: 'number' } } } } } } as unknown as typeof fn.form;
    const data = { a: 1, rows: [{ x: 1 }] };
    expect(applyComputed(plain, data)).toBe(data);
    const computing = { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number', 'x-compute': 'a + 1' } } } as typeof fn.form;
    const given = { a: 1, b: 7 };
    expect(applyComputed(computing, given)).toEqual({ a: 1, b: 2 });
    expect(given).toEqual({ a: 1, b: 7 });
  });
});

describe('businessModel', () => {
  it('is built once per function object and again when its form or rules are replaced', () => {
    const f = { form: { type: 'object', properties: { a: { type: 'string' } } } as typeof fn.form, rules: [] };
    const first = businessModel(f);
    expect(businessModel(f)).toBe(first);
    f.form = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } } as typeof fn.form;
    expect(businessModel(f).fields.map((s) => s.key)).toEqual(['a', 'b']);
    const rules = [{ expression: 'true', message: 'm' }] as unknown as typeof f.rules;
    f.rules = rules;
    expect(businessModel(f).formRules).toBe(rules);
  });

  it('lists, in form order, only the fields and columns a check has something to do for', () => {
    const form = {
      type: 'object',
      properties: {
        plain: { type: 'string' },
        cond: { type: 'string', 'x-when': { required: 'plain == "x"' } },
        lines: {
          type: 'array',
          items: { type: 'object', properties: { n: { type: 'number' }, m: { type: 'number', 'x-rules': [{ expression: 'm > 0', message: 'pos' }] } } },
        },
        quiet: { type: 'array', items: { type: 'object', properties: { q: { type: 'string' } } } },
        link: { type: 'number', 'x-reference': { fn: 'other', filter: '$target.on' } },
        loose: { type: 'number', 'x-reference': { fn: 'other' } },
      },
    } as unknown as typeof fn.form;
    const checks = businessModel({ form, rules: [] }).checks;
    expect(checks.map((c) => [c.spot.key, c.own, c.columns.map((s) => s.key)])).toEqual([['cond', true, []], ['lines', false, ['m']], ['link', true, []]]);
    // The bundled reimbursement has no conditions, rules or filters: a check visits no field.
    expect(businessModel(fn).checks).toEqual([]);
  });

  it('lists the fields and columns with a default, in form order', () => {
    const form = {
      type: 'object',
      properties: {
        a: { type: 'string', 'x-default': '"x"' },
        b: { type: 'string' },
        rows: { type: 'array', items: { type: 'object', properties: { p: { type: 'number' }, q: { type: 'number', 'x-default': '1' } } } },
        none: { type: 'array', items: { type: 'object', properties: { r: { type: 'number' } } } },
        c: { type: 'string', 'x-default': '"y"' },
      },
    } as unknown as typeof fn.form;
    const { defaulted } = businessModel({ form, rules: [] });
    expect(defaulted.fields.map((s) => s.key)).toEqual(['a', 'c']);
    expect(defaulted.tables.map(([table, columns]) => [table, columns.map((s) => s.key)])).toEqual([['rows', ['q']]]);
  });
});

describe('toClientForm', () => {
  it('turns lookups into options and keys into texts', () => {
    const form = toClientForm(fn.form, pack.lookups!, pack.locales!['en-US']) as any;
    const vehicle = form.properties.grid.properties.vehicle;
    expect(vehicle['x-lookup']).toBeUndefined();
    expect(vehicle.enum).toContainEqual({ label: 'Train', value: 'train' });
    expect(vehicle.title).toBe('Vehicle');
  });
});

describe('money', () => {
  it('converts between yuan and cents', () => {
    expect(yuanToCents('12.34')).toBe(1234);
    expect(yuanToCents(0.1 + 0.2)).toBe(30);
    expect(centsToYuan(123450)).toBe('1234.50');
    expect(centsToYuan(-5)).toBe('-0.05');
    expect(formatYuan(123456789)).toBe('1,234,567.89');
  });
});
