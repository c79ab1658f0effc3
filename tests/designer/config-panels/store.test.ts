import { describe, expect, it } from 'vitest';
import { createDesignStore } from '../../../designer/state';
import { CONFIG_COMMANDS } from '../../../designer/config-panels/commands';
import { checkFunctionDesign } from '../../../server/design/check';
import { overtime } from './fixture';

const lookups = { enums: {}, dicts: {} };

describe('the panels through the designer store', () => {
  it('registers every command in the config scope: undo and redo walk them back and forth', () => {
    const store = createDesignStore();
    store.getState().load(overtime());
    const { dispatch } = store.getState();
    dispatch('list.update', { field: 'hours', patch: { showInList: true, sort: true, width: 100 } });
    dispatch('search.add', { field: 'day', rule: 'period', control: 'dateRange' });
    dispatch('serial.update', { field: 'no', patch: { prefix: 'OT-' } });
    expect(store.getState().history.done.map((e) => e.name)).toEqual(['list.update', 'search.add', 'serial.update']);
    expect(store.getState().history.done.every((e) => e.tab === 'config')).toBe(true);
    store.getState().undo();
    store.getState().undo();
    expect(store.getState().fn?.search).toEqual([]);
    expect(store.getState().fn?.fields.some((f) => f.searchable)).toBe(false);
    store.getState().redo();
    expect(store.getState().fn?.search).toHaveLength(1);
    expect(Object.keys(CONFIG_COMMANDS)).toContain('button.add');
  });

  it('a function configured through every panel passes the server design check', () => {
    const store = createDesignStore();
    store.getState().load(overtime());
    const { dispatch } = store.getState();
    dispatch('list.update', { field: 'hours', patch: { showInList: true, sort: true, width: 90 } });
    dispatch('list.reorder', { fields: ['hours', 'day', 'reason', 'no'] });
    dispatch('list.defaultSort', { sort: { field: 'hours', order: 'desc' } });
    dispatch('search.add', { field: 'day', rule: 'period', control: 'dateRange' });
    dispatch('search.add', { field: 'reason', rule: 'fuzzy', control: 'input' });
    dispatch('search.add', { field: 'hours', rule: 'range', control: 'numberRange' });
    dispatch('search.add', { field: 'kind', rule: 'exact', control: 'select' });
    dispatch('serial.update', { field: 'no', patch: { prefix: 'OT-', codingKeywords: ['yyyyMMdd'], formFieldKeywords: ['kind'], padding: 3, reset: 'daily' } });
    dispatch('button.add', { button: { name: 'Copy', state: 'enabled', action: 'fill', targetForm: 'overtime', dialogTitle: 'Copy', colour: '#722ed1', fills: [{ from: 'reason', to: 'reason', mode: 'current' }] } });
    dispatch('button.add', { button: { name: 'Submit', state: 'enabled', action: 'workflow', dialogTitle: 'Submit', colour: '#52c41a' } });
    dispatch('related.add', { related: { form: 'overtime', order: 1, associationId: 'sameReason', currentField: 'reason', associationField: 'reason', state: 'enabled' } });
    const fn = store.getState().fn!;
    expect(checkFunctionDesign(fn, lookups)).toEqual([]);
  });

  it('the check refuses what the panels never produce (a search on a field not marked searchable)', () => {
    const fn = overtime();
    fn.search = [{ field: 'day', rule: 'period' }];
    expect(checkFunctionDesign(fn, lookups).map((e) => e.fields)).toEqual(['/search/0/field']);
  });
});
