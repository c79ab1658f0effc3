import { describe, expect, it } from 'vitest';
import { validatePack } from '@engine';
import {
  checkIdentifier, checkTitle, expressionProblem, moveNode, nextKey, nextTitle, pathAfterRename, readReaction,
  removeNode, setFormat, setRule, setRuleMessage, updateField, writeReaction,
} from '../../../designer/form-designer';
import { readPack, wrap } from './support';

const pack = () => readPack('schemas/reimbursement');
const fn = () => pack().functions[0];
const locale: Record<string, string> = { 'reimbursement.fields.project': 'Project' };
const resolve = (s: string) => locale[s] ?? s;

describe('custom fields keep the pack valid (spec 001 section 5)', () => {
  it('follows a new identifier in list, search and fields, and the pack still validates', () => {
    const next = updateField(fn(), { path: ['grid', 'tripStart'], changes: { identifier: 'departure', title: 'Departure' } });
    expect(next.fields.find((f) => f.identifier === 'departure')).toMatchObject({ name: 'Departure', type: 'date', searchable: true });
    expect(next.list.columns.map((c) => c.field)).toContain('departure');
    expect(next.search.map((s) => s.field)).toContain('departure');
    expect(Object.keys(next.form.properties!.grid.properties!).indexOf('departure')).toBe(2);
    const { flow: _flow, ...withoutFlow } = next;
    expect(validatePack({ ...wrap(withoutFlow as typeof next, pack().lookups) })).toEqual([]);
  });

  it('follows a new identifier in the flow too, so the flow still validates', () => {
    expect(JSON.stringify(fn().flow)).toContain('"payeeAccount"');
    const next = updateField(fn(), { path: ['grid', 'payeeAccount'], changes: { identifier: 'bankAccount' } });
    expect(JSON.stringify(next.flow)).not.toContain('"payeeAccount"');
    expect(JSON.stringify(next.flow)).toContain('"bankAccount"');
    expect(validatePack(wrap(next, pack().lookups))).toEqual([]);
    const source = fn();
    expect(updateField(source, { path: ['grid', 'days'], changes: { title: 'Days away' } }).flow).toBe(source.flow);
  });

  it('drops list columns, search entries and declarations of removed fields', () => {
    const next = removeNode(fn(), { path: ['grid'] });
    expect(next.fields.map((f) => f.identifier)).toEqual(['lines', 'total']);
    expect(next.list.columns.map((c) => c.field)).toEqual(['total']);
    expect(next.search.map((s) => s.field)).toEqual(['total']);
    expect(next.list.defaultSort).toEqual({ field: 'createdAt', order: 'desc' });
  });

  it('turns a field into a column and back, undeclaring and declaring it', () => {
    const into = moveNode(fn(), { from: ['grid', 'location'], to: ['lines'], index: 0 });
    expect(into.fields.some((f) => f.identifier === 'location')).toBe(false);
    expect(into.search.some((s) => s.field === 'location')).toBe(false);
    const column = into.form.properties!.lines.items!.properties!.c_location;
    expect(column).toMatchObject({ 'x-component-props': { title: 'reimbursement.fields.location' }, properties: { location: { 'x-component': 'Input' } } });
    expect(column.properties!.location.title).toBeUndefined();
    const back = moveNode(into, { from: ['lines', 'c_location'], to: ['grid'], index: 1 });
    expect(back.fields.find((f) => f.identifier === 'location')).toEqual({ name: 'reimbursement.fields.location', type: 'text', identifier: 'location' });
    expect(back.form.properties!.grid.properties!.location).toEqual(fn().form.properties!.grid.properties!.location);
  });

  it('checks names and identifiers: required, well-formed, unique in their scope, as written and as shown', () => {
    const f = fn();
    expect(checkIdentifier(f, ['grid', 'days'], '')).toBe('required');
    expect(checkIdentifier(f, ['grid', 'days'], 'a-b')).toBe('pattern');
    expect(checkIdentifier(f, ['grid', 'days'], 'createdAt')).toBe('reserved');
    expect(checkIdentifier(f, ['grid', 'days'], 'lines')).toBe('duplicate');
    expect(checkIdentifier(f, ['grid', 'days'], 'grid')).toBe('duplicate');
    expect(checkIdentifier(f, ['grid', 'days'], 'days')).toBeNull();
    // a column only clashes inside its table
    expect(checkIdentifier(f, ['lines', 'c_type'], 'project')).toBeNull();
    expect(checkIdentifier(f, ['lines', 'c_type'], 'amount')).toBe('duplicate');
    expect(checkTitle(f, ['grid', 'days'], ' ')).toBe('required');
    expect(checkTitle(f, ['grid', 'days'], 'x'.repeat(201))).toBe('tooLong');
    expect(checkTitle(f, ['grid', 'days'], 'Project', resolve)).toBe('duplicate');
    expect(checkTitle(f, ['grid', 'days'], 'reimbursement.fields.project')).toBe('duplicate');
    expect(checkTitle(f, ['grid', 'days'], 'Nights', resolve)).toBeNull();
    expect(checkTitle(f, ['lines', 'c_type'], 'reimbursement.lines.amount')).toBe('duplicate');
    expect(nextKey(f, [])).toBe('field_1');
    expect(nextTitle(['Text', 'Text 2'], 'Text')).toBe('Text 3');
    expect(pathAfterRename(f, ['lines', 'c_type'], 'kind')).toEqual(['lines', 'c_kind']);
  });
});

describe('rules and reactions', () => {
  it('edits one rule key in place and leaves the others as written', () => {
    const rules = [{ format: 'positiveInteger', message: 'm' }, { maximum: 365 }];
    expect(setRule(rules, 'maximum', 10)).toEqual([{ format: 'positiveInteger', message: 'm' }, { maximum: 10 }]);
    expect(setRule(rules, 'maximum', undefined)).toEqual([rules[0]]);
    expect(setRule(rules, 'minimum', 1)).toEqual([...rules, { minimum: 1 }]);
    expect(setRule([{ pattern: 'a', message: 'x' }], 'pattern', '')).toEqual([]);
    expect(setRuleMessage([{ pattern: 'a' }], 'pattern', 'Only a')).toEqual([{ pattern: 'a', message: 'Only a' }]);
    expect(setFormat(rules, 'positiveInteger', false)).toEqual([{ maximum: 365 }]);
    expect(setFormat([], 'phone', true)).toEqual([{ format: 'phone' }]);
  });

  it('reads and writes one reaction, validating expressions with the safe evaluator', () => {
    const raw = { dependencies: ['urgent'], fulfill: { state: { visible: '{{!!$deps[0]}}' } } };
    expect(readReaction(raw)).toEqual({ dependencies: ['urgent'], state: { visible: '{{!!$deps[0]}}' } });
    expect(readReaction([raw])).toBeNull();
    expect(writeReaction(raw, { state: 'required', text: '$deps[0]' })).toEqual({
      dependencies: ['urgent'], fulfill: { state: { visible: '{{!!$deps[0]}}', required: '{{$deps[0]}}' } },
    });
    expect(writeReaction(raw, { state: 'visible', text: '', dependencies: [] })).toBeUndefined();
    expect(expressionProblem('{{ $deps[0] > 10 }}')).toBeNull();
    expect(expressionProblem('{{ 1 + }}')).toMatchObject({ code: 'syntax' });
    expect(expressionProblem("constructor.constructor('x')()")).toMatchObject({ code: 'forbidden' });
  });
});
