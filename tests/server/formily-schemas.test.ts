import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './support/databases';
import { createHarness, type Harness } from './support/harness';

const item = (extra: Record<string, unknown>) => ({ type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input', ...extra });
const FORMATS = ['url', 'email', 'ipv4', 'ipv6', 'number', 'integer', 'idcard', 'money', 'zh', 'zip', 'qq'] as const;
const GOOD: Record<(typeof FORMATS)[number], string> = {
  url: 'https://example.com/a?b=1', email: 'ann@example.com', ipv4: '10.0.0.1', ipv6: 'fe80::1', number: '-1.5', integer: '+42',
  idcard: '11010519491231002X', money: '¥1,000.50', zh: '中文', zip: '200000', qq: '12345',
};
const BAD: Record<(typeof FORMATS)[number], string> = {
  url: 'example', email: 'ann@', ipv4: '300.1.1.1', ipv6: 'fe80:::1::', number: '1e5', integer: '1.5',
  idcard: '1234', money: '1000', zh: 'abc', zip: '2000', qq: '0123',
};

/** A Formily schema using each format once (in node, object-rule and string-rule form), a destructuring key, enum and limits. */
function formilyFunction(code: string, form: Record<string, unknown>) {
  const properties = (form.properties ?? {}) as Record<string, unknown>;
  const keys = Object.keys(properties).flatMap((k) => (k.startsWith('[') ? k.slice(1, -1).split(',').map((s) => s.trim()) : [k]));
  return {
    code, name: code, businessType: 'office', formType: 'standard', displayStyle: 'list', permissionRequired: true,
    menu: { displayName: code, directory: 'M30000000000000' },
    fields: keys.map((k) => ({ name: k, type: k === 'tags' ? 'checkbox' : k === 'qty' ? 'number' : 'text', identifier: k })),
    form, list: { columns: [] }, search: [],
  };
}

const formatForm = {
  type: 'object',
  properties: {
    ...Object.fromEntries(FORMATS.map((f, i) => [f, item(i % 3 === 0 ? { format: f } : i % 3 === 1 ? { 'x-validator': { format: f } } : { 'x-validator': f })])),
    '[startDate,endDate]': item({ 'x-component': 'DatePicker.RangePicker', 'x-validator': [{ format: 'date' }] }),
    grade: item({ 'x-component': 'Select', 'x-validator': { enum: ['a', 'b'] } }),
    agree: item({ const: 'yes' }),
    qty: { type: 'number', 'x-decorator': 'FormItem', 'x-component': 'NumberPicker', minimum: 1, maximum: 10, multipleOf: 1 },
    tags: { type: 'array', 'x-decorator': 'FormItem', 'x-component': 'Checkbox.Group', enum: ['x', 'y', 'z'], maxItems: 2, uniqueItems: true },
    nick: item({ minLength: 2, maxLength: 5 }),
  },
};

describe.each(databases())('Formily schemas on the server ($name)', (target) => {
  let h: Harness;
  let admin: string;
  const save = (code: string, data: Record<string, unknown>) => h.post(`/api/fn/${code}/save`, { data }, { token: admin, lang: 'en-US' });
  const errorsOf = (res: { data: { reqFieldErrorList: { fields: string; message: string }[] } }) =>
    Object.fromEntries(res.data.reqFieldErrorList.map((e) => [e.fields, e.message]));

  beforeAll(async () => {
    h = await createHarness(target);
    admin = await h.token('admin');
    expect((await h.post('/api/fn/design/save', { function: formilyFunction('fyFormats', formatForm), create: true }, { token: admin })).code).toBe(0);
    expect((await h.post('/api/fn/design/publish', { code: 'fyFormats' }, { token: admin })).code).toBe(0);
  });
  afterAll(async () => { await h?.close(); });

  it('accepts a record Formily accepts: every format, both destructured parts, enum, const and limits', async () => {
    const res = await save('fyFormats', {
      ...GOOD, startDate: '2026-01-01', endDate: '2026-01-05', grade: 'b', agree: 'yes', qty: 3, tags: ['x', 'z'], nick: 'ann',
    });
    expect(res.code, JSON.stringify(res.data)).toBe(0);
  });

  it('refuses what Formily refuses, naming each field, and writes nothing', async () => {
    const before = (await h.post('/api/fn/fyFormats/page', { current: 1, size: 10 }, { token: admin })).data.total;
    const res = await save('fyFormats', {
      ...BAD, startDate: 'soon', endDate: '2026-01-05', grade: 'c', agree: 'no', qty: 11, tags: ['x', 'x', 'y'], nick: 'a',
    });
    expect(res.code).toBe(14);
    const errors = errorsOf(res);
    for (const f of [...FORMATS, 'startDate', 'grade', 'agree', 'qty', 'tags', 'nick']) expect(errors, f).toHaveProperty(f);
    expect(errors).not.toHaveProperty('endDate');
    expect((await h.post('/api/fn/fyFormats/page', { current: 1, size: 10 }, { token: admin })).data.total).toBe(before);
  });

  it('leaves empty optional values alone, as Formily does', async () => {
    expect((await save('fyFormats', { email: '', grade: null, agree: '' })).code).toBe(0);
  });

  it('refuses at save and at publish what the engine cannot run, with {path, message}', async () => {
    const bad = formilyFunction('fyBad', {
      type: 'object',
      properties: {
        a: item({ 'x-component': 'ColorPicker' }),
        b: item({ 'x-validator': { validator: '{{(v) => v > 1}}' } }),
        c: item({ 'x-reactions': { dependencies: ['a'], fulfill: { run: '$form.setFieldState("b", s => s.value = 1)' } } }),
        d: item({ 'x-reactions': { dependencies: ['a'], fulfill: { state: { dataSource: '{{fetchOptions($deps[0])}}' } } } }),
        e: item({ 'x-validator': { isPhone: true } }),
      },
    });
    const res = await h.post('/api/fn/design/save', { function: bad, create: true }, { token: admin, lang: 'en-US' });
    expect(res.code).toBe(14);
    const errors = errorsOf(res);
    expect(errors['/form/properties/a/x-component']).toContain('unknown component "ColorPicker"');
    expect(errors['/form/properties/b/x-validator/validator']).toContain('validator function cannot run');
    expect(errors['/form/properties/c/x-reactions/fulfill/run']).toContain('fulfill.run holds code');
    expect(errors['/form/properties/d/x-reactions/fulfill/state/dataSource']).toContain('"fetchOptions"');
    expect(errors['/form/properties/e/x-validator/isPhone']).toContain('custom rule "isPhone" is not registered');
    expect((await h.post('/api/fn/design/get', { code: 'fyBad' }, { token: admin })).code).not.toBe(0);
  });
});
