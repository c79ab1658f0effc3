import { describe, expect, it } from 'vitest';
import { fieldChoices } from '@engine';

const lookups = { dicts: { state: [{ code: 'idle', name: 'state.idle' }, { code: 'lent', name: 'state.lent' }] } };
const locale: Record<string, string> = { 'state.idle': 'Idle', 'opt.red': 'Red' };
const text = (name: string) => locale[name] ?? name;

describe('fieldChoices: the codes and labels Excel and task cards show', () => {
  it('reads a lookup through the pack locale', () => {
    expect(fieldChoices({ type: 'string', 'x-lookup': { dict: 'state' } }, lookups, text)).toEqual([
      { code: 'idle', label: 'Idle' }, { code: 'lent', label: 'state.lent' },
    ]);
  });

  it('reads an in-place option list of {label, value} or plain values', () => {
    expect(fieldChoices({ type: 'string', enum: [{ label: 'opt.red', value: 'r' }, { value: 2 }] }, {}, text)).toEqual([
      { code: 'r', label: 'Red' }, { code: '2', label: '2' },
    ]);
    expect(fieldChoices({ type: 'string', enum: ['a', 'b'] }, {}, text)).toEqual([{ code: 'a', label: 'a' }, { code: 'b', label: 'b' }]);
  });

  it('has no choices for a plain field or an unknown lookup', () => {
    expect(fieldChoices({ type: 'string' }, lookups, text)).toBeUndefined();
    expect(fieldChoices({ type: 'string', 'x-lookup': { dict: 'nope' } }, lookups, text)).toBeUndefined();
  });
});
