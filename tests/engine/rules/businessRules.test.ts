import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyDefaults, checkBusinessRules, guardStateField, RuleData, withRuleData, type DataRequest, type PackFunction } from '@engine';

const pack = JSON.parse(readFileSync(join(process.cwd(), 'tests/fixtures/packs/rules-lab/pack.json'), 'utf8'));
const fnOf = (code: string): PackFunction => pack.functions.find((f: PackFunction) => f.code === code);
const store: Record<string, Record<string, unknown>[]> = {
  rlConsumable: [{ id: 1, name: 'Paper', stock: 5 }, { id: 2, name: 'Ink', stock: 0 }],
  rlAsset: [{ id: 7, code: 'A7', status: 'inStock' }, { id: 8, code: 'A8', status: 'borrowed' }],
  rlContract: [{ id: 3, name: 'C', amount: 1000 }],
  rlSettlement: [{ id: 10, contract: 3, settled: 600 }, { id: 11, contract: 4, settled: 900 }],
};
const asked: DataRequest[] = [];
const load = async (requests: DataRequest[]) => {
  asked.push(...requests);
  return {
    records: requests.filter((r) => r.kind === 'record').map((r) => ({ fn: r.fn, id: (r as { id: number }).id,
      record: (store[r.fn]?.find((x) => x.id === (r as { id: number }).id) as never) ?? null })),
    lists: requests.filter((r) => r.kind === 'records').map((r) => ({ fn: r.fn, records: (store[r.fn] ?? []) as never })),
  };
};
const check = (code: string, record: Record<string, unknown>, o = {}) => {
  const data = new RuleData();
  const ctx = { data, user: { id: 4, department: 9 } };
  return withRuleData(data, load, () => checkBusinessRules(fnOf(code), record, ctx, o));
};

describe('business rules in the engine core', () => {
  it('reports rules on the right sub-table row, with lookups loaded on demand', async () => {
    const v = await check('rlOutbound', { purpose: 'internal', lines: [{ consumable: 1, quantity: 2 }, { consumable: 1, quantity: 9 }, { consumable: 1, quantity: 0 }] });
    expect(v).toEqual([
      { path: 'lines.1.quantity', kind: 'rule', message: 'rl.rules.notAboveStock' },
      { path: 'lines.2.quantity', kind: 'rule', message: 'rl.rules.positive' },
    ]);
    expect(asked).toContainEqual({ kind: 'record', fn: 'rlConsumable', id: 1 });
  });

  it('reference filters, conditional required and form rules with sumOf', async () => {
    expect(await check('rlOutbound', { purpose: 'external', lines: [{ consumable: 2, quantity: 1 }] })).toEqual([
      { path: 'receiver', kind: 'required' },
      { path: 'lines.0.consumable', kind: 'filter', detail: '2' },
      { path: 'lines.0.quantity', kind: 'rule', message: 'rl.rules.notAboveStock' },
    ]);
    expect(await check('rlBorrow', { asset: 8, assets: [7, 8] })).toEqual([
      { path: 'asset', kind: 'filter', detail: '8' }, { path: 'assets', kind: 'filter', detail: '8' },
    ]);
    expect(await check('rlSettlement', { contract: 3, planned: 500, settled: 450 })).toEqual([
      { path: 'settled', kind: 'rule', message: 'rl.rules.contractExceeded' },
    ]);
    expect(await check('rlSettlement', { id: 10, contract: 3, planned: 1000, settled: 900 })).toEqual([]);
  });

  it('refuses writes to hidden and read-only fields unless unchanged', async () => {
    const sent = { purpose: 'internal', receiver: 'Bob', note: 'x', lines: [1, 2, 3, 4].map(() => ({ consumable: 1, quantity: 1 })) };
    expect(await check('rlOutbound', sent, { checkWrites: true })).toEqual([{ path: 'receiver', kind: 'hidden' }, { path: 'note', kind: 'readOnly' }]);
    expect(await check('rlOutbound', sent, { checkWrites: true, previous: { receiver: 'Bob', note: 'x' } })).toEqual([]);
  });

  it('an expression error is a violation, never a throw', async () => {
    const fn = { form: { type: 'object', properties: { secret: { type: 'number', 'x-rules': [{ expression: 'len(secret) > 3', message: 'm' }] } } } };
    const v = checkBusinessRules(fn as never, { secret: 12 }, {});
    expect(v).toMatchObject([{ path: 'secret', kind: 'expression' }]);
  });

  it('fills defaults from context and guards the state field', () => {
    const out = applyDefaults(fnOf('rlOutbound'), { lines: [] }, { user: { id: 4, department: 9 } }, true);
    expect(out).toMatchObject({ applicant: 4, department: 9, purpose: 'internal' });
    expect(out.outDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(applyDefaults(fnOf('rlSettlement'), { planned: 300 }, {}, true).settled).toBe(300);
    expect(applyDefaults(fnOf('rlOutbound'), { applicant: 1 }, { user: { id: 4 } }, false)).toEqual({ applicant: 1 });
    expect(guardStateField(fnOf('rlOutbound'), {}).values).toEqual({ phase: 'draft' });
    expect(guardStateField(fnOf('rlOutbound'), { phase: 'done' }, { phase: 'pending' })).toEqual({ values: { phase: 'pending' }, violation: { path: 'phase', kind: 'readOnly' } });
  });

  it('builds the scope its expressions see once for the form and once per row, however many fields and table rules check it', () => {
    const fn: PackFunction = {
      code: 'scopes', name: 'scopes', fields: [],
      // A rule over the table's rows shares each row's scope with the row's columns.
      rules: [{ each: 'lines', expression: 'x < 100', message: 'each' }],
      form: {
        type: 'object',
        properties: {
          a: { type: 'number', 'x-rules': [{ expression: 'a > 0', message: 'a' }] },
          b: { type: 'number', 'x-rules': [{ expression: 'b > 0', message: 'b' }], 'x-when': { required: 'a > 0' } },
          lines: {
            type: 'array',
            items: { type: 'object', properties: {
              x: { type: 'number', 'x-rules': [{ expression: 'x > 0', message: 'x' }] },
              y: { type: 'number', 'x-rules': [{ expression: 'y < $.a', message: 'y' }] },
            } },
          },
        },
      },
    } as unknown as PackFunction;
    let built = 0;
    // Each scope spreads the context's extra names once: a getter counts the scopes built.
    const extra = Object.defineProperty({}, '$built', { enumerable: true, get: () => { built++; return built; } });
    const violations = checkBusinessRules(fn, { a: 1, b: -1, lines: [{ x: 1, y: 5 }, { x: -1, y: 0 }] }, { extra });
    expect(violations).toEqual([
      { path: 'b', kind: 'rule', message: 'b' },
      { path: 'lines.0.y', kind: 'rule', message: 'y' },
      { path: 'lines.1.x', kind: 'rule', message: 'x' },
    ]);
    expect(built).toBe(3);
  });
});
