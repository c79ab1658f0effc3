import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkBusinessRules, type ExpressionRule, type FormSchema } from '@engine';
import { ruleValidator, withBusinessRules } from '@engine/react';

// A form with field rules, a sub-table with row rules and form rules (plain and per row).
const form: FormSchema = {
  type: 'object',
  properties: {
    grid: { type: 'void', properties: {
      planned: { type: 'number', 'x-rules': [{ expression: 'planned >= 0', message: 'nonNegative' }] },
      settled: { type: 'number', 'x-rules': [{ expression: 'settled <= planned', message: 'notAbovePlanned' }] },
      startDate: { type: 'string' },
      endDate: { type: 'string', 'x-rules': [{ expression: 'endDate >= startDate', message: 'endAfterStart' }] },
      code: { type: 'string', 'x-rules': [{ expression: "len(code) <= 4 && code != 'bad'", message: 'codeShape' }] },
      lines: { type: 'array', items: { type: 'object', properties: {
        c1: { type: 'void', properties: { qty: { type: 'number', 'x-rules': [{ expression: 'qty <= $.planned', message: 'qtyAbovePlanned' }] } } },
        c2: { type: 'void', properties: { price: { type: 'number' } } },
      } } },
    } },
  },
};
const rules: ExpressionRule[] = [
  { expression: "sum(lines, 'qty') <= 100", message: 'tooMany', fields: ['planned'] },
  { expression: "all(lines, 'price >= 0') || count(lines) > 3", message: 'pricesPositive', fields: ['settled'] },
  { each: 'lines', expression: 'price * qty <= 1000', message: 'lineTooBig', fields: ['price'] },
];

/** Runs every validator the browser schema carries, at every field path the record has. */
async function browserMessages(record: Record<string, unknown>): Promise<[string, string][]> {
  const schema = withBusinessRules(form, rules, {});
  const grid = schema.properties!.grid.properties!;
  const out: [string, string][] = [];
  const run = async (node: FormSchema, segments: (string | number)[]) => {
    const value = segments.reduce<any>((v, s) => v?.[s], record);
    for (const v of (node['x-validator'] as unknown[] | undefined) ?? []) {
      if (typeof v !== 'function') continue;
      const message = await v(value, {}, { field: { path: { segments } }, form: { values: record } });
      if (message) out.push([segments.join('.'), message]);
    }
  };
  for (const [key, node] of Object.entries(grid)) {
    if (key !== 'lines') await run(node, [key]);
  }
  const columns = grid.lines.items!.properties!;
  const rows = Array.isArray(record.lines) ? record.lines : [];
  for (let i = 0; i < rows.length; i += 1) {
    for (const column of Object.values(columns)) {
      for (const [key, node] of Object.entries(column.properties ?? {})) await run(node, ['lines', i, key]);
    }
  }
  return out;
}

const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
const date = fc.integer({ min: 0, max: 60 }).map((d) => new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10));
const recordArb = fc.record({
  planned: maybe(fc.integer({ min: -50, max: 500 })),
  settled: maybe(fc.integer({ min: 0, max: 600 })),
  startDate: maybe(date),
  endDate: maybe(date),
  code: maybe(fc.constantFrom('ab', 'bad', 'toolong', '')),
  lines: fc.array(fc.record({ qty: maybe(fc.integer({ min: 0, max: 80 })), price: maybe(fc.integer({ min: -5, max: 40 })) }), { maxLength: 5 }),
});

describe('browser and server evaluate the same rules alike', () => {
  it('the same failures on the same fields for random records', async () => {
    let failures = 0;
    await fc.assert(fc.asyncProperty(recordArb, async (record) => {
      const server = checkBusinessRules({ form, rules }, record, {})
        .map((v) => [v.path, v.message ?? v.kind] as [string, string]);
      const browser = await browserMessages(record);
      failures += server.length;
      expect(browser.sort()).toEqual(server.sort());
    }), { numRuns: 200 });
    expect(failures).toBeGreaterThan(50);
  });

  it('a validator reports a failing expression as a message, as the server reports a violation', async () => {
    const validate = ruleValidator({ expression: 'len(secret) > 3', message: 'm' }, {}, true);
    expect(await validate(12, {}, { field: { path: { segments: ['secret'] } }, form: { values: { secret: 12 } } })).toMatch(/len/);
  });
});
