import { describe, expect, it } from 'vitest';
import { accessOf, checkWrites, mergePermissions, visibleRecord, type ApproverNode } from '@engine';
import { reimbursementFields, reimbursementFlow } from '../fixtures/flows';

const record = {
  project: 'Apollo', payeeAccount: '6222 0000 1111', total: 12345,
  lines: [{ type: 'hotel', amount: 10000, faceValue: 10000 }, { type: 'taxi', amount: 2345, faceValue: 2400 }],
};

describe('accessOf and mergePermissions', () => {
  it('defaults to visible, lets columns inherit their table, and lets a hidden table hide its columns', () => {
    const perms = { lines: 'editable', 'lines.faceValue': 'visible', total: 'hidden' } as const;
    expect(accessOf(perms, 'project')).toBe('visible');
    expect(accessOf(perms, 'lines.amount')).toBe('editable');
    expect(accessOf(perms, 'lines.1.faceValue')).toBe('visible');
    expect(accessOf({ lines: 'hidden', 'lines.amount': 'editable' }, 'lines.amount')).toBe('hidden');
    expect(accessOf({ total: 'secret' as never }, 'total')).toBe('hidden');
    expect(accessOf({}, 'toString')).toBe('visible');
  });

  it('fills in every field of the function', () => {
    const supervisor = reimbursementFlow().root.next as ApproverNode;
    const merged = mergePermissions(reimbursementFields, supervisor.fieldPermissions);
    expect(Object.keys(merged).sort()).toEqual([...reimbursementFields].sort());
    expect(merged.payeeAccount).toBe('hidden');
    expect(merged.total).toBe('visible');
    expect(mergePermissions(['a'], { 'lines.amount': 'hidden' })).toEqual({ 'lines.amount': 'hidden', a: 'visible' });
  });
});

describe('visibleRecord', () => {
  it('hides the payee account from the supervisor and shows it to finance (bundled flow)', () => {
    const supervisor = reimbursementFlow().root.next as ApproverNode;
    const finance = supervisor.next as ApproverNode;
    expect(visibleRecord(record, supervisor.fieldPermissions)).not.toHaveProperty('payeeAccount');
    expect(visibleRecord(record, supervisor.fieldPermissions)).toMatchObject({ project: 'Apollo', total: 12345 });
    expect(visibleRecord(record, finance.fieldPermissions)).toEqual(record);
  });

  it('drops hidden sub-table columns in every row and leaves the record alone', () => {
    const copy = structuredClone(record);
    const seen = visibleRecord(copy, { 'lines.faceValue': 'hidden', total: 'hidden' });
    expect(seen).toEqual({ project: 'Apollo', payeeAccount: '6222 0000 1111', lines: [{ type: 'hotel', amount: 10000 }, { type: 'taxi', amount: 2345 }] });
    expect(copy).toEqual(record);
  });

  it('keeps odd keys as plain data', () => {
    const odd = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}');
    const seen = visibleRecord(odd, {});
    expect(Object.keys(seen)).toEqual(['__proto__', 'a']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('checkWrites', () => {
  const perms = { project: 'editable', lines: 'visible', 'lines.amount': 'editable' } as const;

  it('lists written fields that are not editable', () => {
    expect(checkWrites({ project: 'B', total: 1, payeeAccount: 'x' }, perms)).toEqual(['total', 'payeeAccount']);
    expect(checkWrites({ project: 'B' }, perms)).toEqual([]);
  });

  it('lists sub-table cells as lines.<row>.<column> and row changes as the table', () => {
    const changed = structuredClone(record.lines);
    changed[1].amount = 2000;
    changed[1].faceValue = 2000;
    expect(checkWrites({ lines: changed }, perms, record)).toEqual(['lines.1.faceValue']);
    expect(checkWrites({ lines: [...changed, { type: 'meal', amount: 1 }] }, perms, record))
      .toEqual(['lines', 'lines.1.faceValue', 'lines.2.type']);
    expect(checkWrites({ lines: record.lines }, perms, record)).toEqual([]);
  });

  it('counts unchanged values as no write when the current record is given', () => {
    expect(checkWrites({ total: 12345, payeeAccount: '6222 0000 1111' }, perms, record)).toEqual([]);
    expect(checkWrites({ total: 12345 }, perms)).toEqual(['total']);
  });

  it('allows nothing at a CC-style read-only node and everything at an all-editable one', () => {
    expect(checkWrites({ project: 'B' }, {})).toEqual(['project']);
    expect(checkWrites({ project: 'B', lines: [{ amount: 1 }] }, { project: 'editable', lines: 'editable' })).toEqual([]);
  });
});
