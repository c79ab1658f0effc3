import { describe, expect, it } from 'vitest';
import { addSearch, moveSearch, removeSearch, updateSearch } from '../../../designer/config-panels/commands';
import { choiceFor, controlChoices, searchChoices, searchKindOf } from '../../../designer/config-panels/model/searchChoices';
import { overtime } from './fixture';

describe('search choices by field type', () => {
  it('offers fuzzy or exact for texts, range or value for numbers, period or day for dates, exact for choices', () => {
    expect(searchChoices('text').map((c) => c.rule)).toEqual(['fuzzy', 'exact']);
    expect(searchChoices('money').map((c) => c.rule)).toEqual(['range', 'exact']);
    expect(searchChoices('date')).toEqual([{ rule: 'period', control: 'dateRange' }, { rule: 'exact', control: 'date' }]);
    expect(searchChoices('datetime').map((c) => c.control)).toEqual(['datetimeRange', 'datetime']);
    expect(searchChoices('select')).toEqual([{ rule: 'exact', control: 'select' }]);
    expect(searchChoices('user')).toEqual([{ rule: 'exact', control: 'user' }]);
    expect(searchKindOf('switch')).toBe('switch');
  });

  it('agrees with the runtime search bar: the field-type descriptor decides for every type', () => {
    expect(searchKindOf('money')).toBe('money');
    expect(searchChoices('checkbox')).toEqual([{ rule: 'exact', control: 'select' }]);
    expect(searchChoices('attachment')).toEqual([{ rule: 'fuzzy', control: 'input' }]);
    expect(searchChoices('subTable')).toEqual([{ rule: 'fuzzy', control: 'input' }]);
    expect(searchChoices('relatedRecord')).toEqual([{ rule: 'exact', control: 'number' }]);
    // A date range has no single day to compare.
    expect(searchChoices('dateRange')).toEqual([]);
    expect(searchChoices(undefined)).toEqual([]);
  });

  it('picks the pair of a rule, else the usual one; controls are unique', () => {
    expect(choiceFor('number', 'exact')).toEqual({ rule: 'exact', control: 'number' });
    expect(choiceFor('number', 'fuzzy')).toEqual({ rule: 'range', control: 'numberRange' });
    expect(controlChoices('text')).toEqual(['input']);
  });
});

describe('search commands', () => {
  it('adds a criterion and marks the field searchable (so the server indexes it)', () => {
    const fn = overtime();
    const next = addSearch(fn, { field: 'day', rule: 'period', control: 'dateRange' });
    expect(next.search).toEqual([{ field: 'day', control: 'dateRange', rule: 'period' }]);
    expect(next.fields.find((f) => f.identifier === 'day')).toEqual({ name: 'Day', type: 'date', identifier: 'day', searchable: true });
    expect(next.fields[0]).toBe(fn.fields[0]);
    expect(fn.search).toEqual([]);
  });

  it('keeps one criterion per field: adding again replaces the rule; the fields stay when already searchable', () => {
    const once = addSearch(overtime(), { field: 'hours', rule: 'range' });
    const twice = addSearch(once, { field: 'hours', rule: 'exact', control: 'number' });
    expect(twice.search).toEqual([{ field: 'hours', control: 'number', rule: 'exact' }]);
    expect(twice.fields).toBe(once.fields);
  });

  it('updates the rule or control, answering the same function when nothing changes', () => {
    const fn = addSearch(overtime(), { field: 'reason', rule: 'fuzzy', control: 'input' });
    const exact = updateSearch(fn, { field: 'reason', rule: 'exact' });
    expect(exact.search[0]).toEqual({ field: 'reason', control: 'input', rule: 'exact' });
    expect(updateSearch(exact, { field: 'reason', rule: 'exact' })).toBe(exact);
    expect(updateSearch(exact, { field: 'nope', rule: 'fuzzy' })).toBe(exact);
  });

  it('removes a criterion and clears the searchable flag', () => {
    const fn = addSearch(overtime(), { field: 'reason', rule: 'fuzzy' });
    const next = removeSearch(fn, { field: 'reason' });
    expect(next.search).toEqual([]);
    expect(next.fields.find((f) => f.identifier === 'reason')).toEqual({ name: 'Reason', type: 'text', identifier: 'reason' });
    expect(removeSearch(next, { field: 'reason' })).toBe(next);
  });

  it('moves criteria', () => {
    let fn = addSearch(overtime(), { field: 'reason', rule: 'fuzzy' });
    fn = addSearch(fn, { field: 'day', rule: 'period' });
    expect(moveSearch(fn, { from: 1, to: 0 }).search.map((s) => s.field)).toEqual(['day', 'reason']);
    expect(moveSearch(fn, { from: 1, to: 5 })).toBe(fn);
  });
});
