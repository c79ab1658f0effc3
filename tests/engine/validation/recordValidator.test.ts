import { describe, expect, it } from 'vitest';
import { createRecordValidator, formatViolations } from '@engine';
import { bundledPacks } from '@schemas';

const pack = bundledPacks[0];
const fn = pack.functions[0];
const validate = createRecordValidator(fn, pack.lookups);

const good = () => ({
  project: 'Apollo', location: 'Shanghai', tripStart: '2026-11-01', tripEnd: '2026-11-03', days: 3,
  vehicle: 'train', reason: 'Customer visit',
  lines: [
    { type: 'transport', subject: 'Ticket', amount: 55300 },
    { type: 'hotel', subject: 'Hotel', summary: 'two nights', faceValue: 80000, amount: 80000 },
  ],
});

describe('createRecordValidator', () => {
  it('passes a valid reimbursement', () => {
    expect(validate(good())).toEqual([]);
  });

  it('addresses sub-table rows as lines.N.field', () => {
    const data = good();
    data.lines[1].amount = 0;
    const v = validate(data);
    expect(v).toHaveLength(1);
    expect(v[0]).toMatchObject({ path: 'lines.1.amount', rule: 'exclusiveMinimum', messageKey: 'reimbursement.errors.amountPositive' });
  });

  it('gives one entry per field, required first', () => {
    const data: any = good();
    delete data.project;
    data.location = '';
    data.days = 1.5;
    data.vehicle = 'rocket';
    data.lines[0].amount = 12.5;
    data.unknown = 1;
    const byPath = Object.fromEntries(validate(data).map((x) => [x.path, x.rule]));
    expect(byPath).toEqual({
      project: 'required', location: 'required', days: 'format', vehicle: 'enum',
      'lines.0.amount': 'type', unknown: 'unknownField',
    });
  });

  it('requires at least one line', () => {
    const data = { ...good(), lines: [] };
    expect(validate(data).map((x) => x.path)).toEqual(['lines']);
  });

  it('formats errors in the caller language with row labels', () => {
    const data = good();
    data.lines[1].amount = -5;
    delete (data.lines[0] as any).subject;
    const v = validate(data);
    const en = formatViolations(v, 'en-US', pack.locales!['en-US']);
    expect(en).toEqual(
      expect.arrayContaining([
        { fields: 'lines.1.amount', fieldStr: 'Expense lines #2 · Amount (CNY)', message: 'Expense lines #2 · Amount (CNY): The amount must be greater than 0', index: 1 },
        { fields: 'lines.0.subject', fieldStr: 'Expense lines #1 · Subject', message: 'Expense lines #1 · Subject is required', index: 0 },
      ]),
    );
    const zh = formatViolations(v, 'zh-CN', pack.locales!['zh-CN']);
    expect(zh.find((e) => e.fields === 'lines.0.subject')!.message).toBe('费用明细第1行 · 科目为必填项');
    const ru = formatViolations(v, 'ru-RU', pack.locales!['ru-RU']);
    expect(ru.find((e) => e.fields === 'lines.0.subject')!.message).toContain('обязательно');
  });

  it('checks a sub-table column with a picker by its picker type: ids of people and departments, a record reference', () => {
    const column = (node: Record<string, unknown>) => ({ type: 'void', 'x-component': 'ArrayTable.Column', properties: { v: node } });
    const withColumns = (nodes: Record<string, Record<string, unknown>>) => ({
      ...fn,
      form: {
        type: 'object',
        properties: {
          lines: { type: 'array', 'x-component': 'ArrayTable', items: { type: 'object', properties: Object.fromEntries(Object.entries(nodes).map(([k, n]) => [k, column(n)])) } },
        },
      },
    });
    // Typed as the designer's form nodes are (a department is a "string"), holding what the pickers hold.
    const values = (v: unknown) => ({ lines: [{ v }] });
    const validDept = createRecordValidator(withColumns({ d: { type: 'string', 'x-component': 'DepartmentPicker' } }) as typeof fn, pack.lookups);
    expect(validDept(values(12))).toEqual([]);
    expect(validDept(values('12'))).toEqual([]);
    expect(validDept(values(null))).toEqual([]);
    expect(validDept(values({ id: 12 })).map((x) => x.path)).toEqual(['lines.0.v']);
    const validUser = createRecordValidator(withColumns({ u: { type: 'number', 'x-component': 'UserPicker' } }) as typeof fn, pack.lookups);
    expect(validUser(values([3, 4]))).toEqual([]);
    expect(validUser(values(0)).map((x) => x.path)).toEqual(['lines.0.v']);
    const validRef = createRecordValidator(withColumns({ r: { type: 'number', 'x-component': 'RelatedRecordPicker' } }) as typeof fn, pack.lookups);
    expect(validRef(values({ fn: 'other', id: 5 }))).toEqual([]);
    expect(validRef(values('x'.repeat(65))).map((x) => x.path)).toEqual(['lines.0.v']);
    // A rule written for a text does not apply to ids (ajv refused to build the validator: a 500 on save).
    const ruled = createRecordValidator(withColumns({ d: { type: 'string', 'x-component': 'DepartmentPicker', 'x-validator': [{ max: 20 }, { pattern: '^a' }] } }) as typeof fn, pack.lookups);
    expect(ruled(values(12))).toEqual([]);
    // Other components keep their form node's checks: a time typed as text, its enum.
    const time = createRecordValidator(withColumns({ t: { type: 'string', 'x-component': 'TimePicker' } }) as typeof fn, pack.lookups);
    expect(time(values('09:30 AM'))).toEqual([]);
    const tree = createRecordValidator(withColumns({ s: { type: 'string', 'x-component': 'TreeSelect', enum: ['a', 'b'] } }) as typeof fn, pack.lookups);
    expect(tree(values('c')).map((x) => x.path)).toEqual(['lines.0.v']);
  });
});
