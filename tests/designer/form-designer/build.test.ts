import { describe, expect, it } from 'vitest';
import { dataFields, validatePack, type FieldType } from '@engine';
import { createDesignStore } from '../../../designer/state';
import { FORM_COMMANDS, paletteEntries, formOutline, nextKey, type AddParams } from '../../../designer/form-designer';
import { emptyFunction, wrap } from './support';

const LOOKUPS = { dicts: { vehicle: [{ code: 'car', name: 'Car' }] }, enums: { level: [{ code: 'a', name: 'A' }] } };
const TEXTS = { addRow: 'Add row', operations: 'Operations' };

/** Builds a form with the designer's commands only: every palette entry, fields in a grid, columns in a sub-table. */
function buildEverything() {
  const store = createDesignStore();
  store.getState().load(emptyFunction());
  const add = (p: Omit<AddParams, 'key'> & { key?: string }) => {
    const fn = store.getState().fn!;
    const key = p.key ?? nextKey(fn, p.parent, p.kind === 'grid' ? 'grid' : 'field');
    store.getState().dispatch(FORM_COMMANDS.add, { texts: TEXTS, ...p, key });
    return key;
  };
  for (const entry of paletteEntries()) add({ kind: entry.kind, parent: [], title: `${entry.kind} field` });
  const grid = add({ kind: 'grid', parent: [], title: '' , key: 'layout_1'});
  add({ kind: 'text', parent: [grid], title: 'In grid', key: 'inGrid' });
  add({ kind: 'money', parent: [grid], title: 'Price in grid', key: 'priceInGrid', index: 0 });
  const table = add({ kind: 'subTable', parent: [], title: 'Lines', key: 'lines' });
  const columns = paletteEntries().filter((p) => p.inTable).map((p) => add({ kind: p.kind, parent: [table], title: `${p.kind} column` }));
  return { store, grid, table, columns };
}

describe('a form built only with the form commands', () => {
  it('holds one field of every type, a grid and a sub-table, in the canonical shapes', () => {
    const { store, table, columns } = buildEverything();
    const fn = store.getState().fn!;
    const types = new Set(fn.fields.map((f) => f.type));
    const all: FieldType[] = ['text', 'textarea', 'number', 'money', 'percent', 'date', 'datetime', 'dateRange', 'select', 'radio', 'checkbox', 'switch', 'user', 'department', 'attachment', 'subTable', 'serial', 'relatedRecord', 'signature'];
    expect([...types].sort()).toEqual([...all].sort());
    expect(fn.fields.map((f) => f.identifier)).toEqual(dataFields(fn.form).map((d) => d.key));
    const byType = (type: string) => fn.form.properties![fn.fields.find((f) => f.type === type)!.identifier];
    expect(byType('money')).toMatchObject({ type: 'number', 'x-component': 'MoneyInput', 'x-decorator': 'FormItem' });
    expect(byType('date')).toMatchObject({ type: 'string', 'x-component': 'DatePicker', 'x-validator': [{ format: 'date' }] });
    expect(byType('serial')).toMatchObject({ type: 'string', 'x-component': 'SerialNumber' });
    expect(byType('signature')).toMatchObject({ type: 'object', 'x-component': 'SignaturePad', 'x-decorator': 'FormItem' });
    const lines = fn.form.properties![table];
    expect(lines).toMatchObject({ type: 'array', 'x-component': 'ArrayTable', items: { type: 'object' }, properties: { add: { 'x-component': 'ArrayTable.Addition', title: 'Add row' } } });
    const keys = Object.keys(lines.items!.properties!);
    expect(keys[0]).toBe('c_index');
    expect(keys[keys.length - 1]).toBe('c_ops');
    expect(keys.slice(1, -1)).toEqual(columns.map((c) => `c_${c}`));
    expect(lines.items!.properties![`c_${columns[0]}`]).toMatchObject({
      type: 'void', 'x-component': 'ArrayTable.Column', 'x-component-props': { title: 'text column' },
      properties: { [columns[0]]: { type: 'string', 'x-component': 'Input', 'x-decorator': 'FormItem' } },
    });
    expect(formOutline(fn).find((n) => n.key === 'layout_1')?.children?.map((c) => c.key)).toEqual(['priceInGrid', 'inGrid']);
  });

  it('passes validatePack as design/save checks it, with lookups, rules and reactions set', () => {
    const { store } = buildEverything();
    const fn = () => store.getState().fn!;
    const path = (type: string) => [fn().fields.find((f) => f.type === type)!.identifier];
    const update = (p: string[], changes: object) => store.getState().dispatch(FORM_COMMANDS.update, { path: p, changes });
    update(path('select'), { lookup: { dict: 'vehicle' }, required: true });
    update(path('radio'), { lookup: { enum: 'level' } });
    update(path('text'), { validators: [{ max: 50 }, { pattern: '^[A-Z]+$', message: 'Capitals only' }], placeholder: 'Type', searchable: true });
    update(path('number'), { decimals: 2, compute: 'percent_field || 0', reactions: { dependencies: ['field_5'], fulfill: { state: { visible: '{{$deps[0] > 1}}' } } } });
    expect(validatePack(wrap(fn(), LOOKUPS))).toEqual([]);
  });

  it('passes validatePack with business rules set through the panel: x-rules, x-when, x-default, unique, a filtered multiple reference', () => {
    const { store, table } = buildEverything();
    const fn = () => store.getState().fn!;
    const id = (type: string) => fn().fields.find((f) => f.type === type)!.identifier;
    const update = (p: string[], changes: object) => store.getState().dispatch(FORM_COMMANDS.update, { path: p, changes });
    update([id('money')], { rules: [{ expression: `${id('money')} <= ${id('number')}`, message: 'Not above the plan', fields: [id('money')] }] });
    update([id('text')], { when: { required: `${id('switch')} == true`, hidden: `${id('number')} > 100` }, contextDefault: 'currentUser().name', unique: true });
    update([id('date')], { contextDefault: 'today()' });
    update([id('relatedRecord')], { componentProps: { fn: 'customer', labelField: 'name' } });
    update([id('relatedRecord')], { reference: { fn: 'customer', multiple: true, filter: "status == 'active'" } });
    const column = Object.keys(fn().form.properties![table].items!.properties!).find((k) => k.startsWith('c_') && k !== 'c_index' && k !== 'c_ops')!;
    update([table, column], { rules: [{ expression: 'len(text) < 10', message: 'Short' }] });

    const form = fn().form.properties!;
    expect(form[id('money')]['x-rules']).toEqual([{ expression: `${id('money')} <= ${id('number')}`, message: 'Not above the plan', fields: [id('money')] }]);
    expect(form[id('text')]).toMatchObject({ 'x-when': { required: `${id('switch')} == true`, hidden: `${id('number')} > 100` }, 'x-default': 'currentUser().name' });
    expect(fn().fields.find((f) => f.identifier === id('text'))!.unique).toBe(true);
    const columnNode = fn().form.properties![table].items!.properties![column];
    expect(Object.values(columnNode.properties!)[0]['x-rules']).toEqual([{ expression: 'len(text) < 10', message: 'Short' }]);
    expect(form[id('relatedRecord')]).toMatchObject({ type: 'array', 'x-reference': { fn: 'customer', multiple: true, filter: "status == 'active'" } });
    expect(validatePack(wrap(fn(), LOOKUPS))).toEqual([]);

    update([id('relatedRecord')], { reference: { fn: 'customer' } });
    expect(fn().form.properties![id('relatedRecord')]).toMatchObject({ type: 'number' });
    expect(fn().form.properties![id('relatedRecord')]['x-reference']).toBeUndefined();
    update([id('text')], { unique: false, when: {}, contextDefault: undefined });
    expect(fn().fields.find((f) => f.identifier === id('text'))!.unique).toBeUndefined();
    expect(fn().form.properties![id('text')]['x-when']).toBeUndefined();
  });

  it('is refused by validatePack for a lookup the tenant lacks (what the server answers with code 14)', () => {
    const { store } = buildEverything();
    const id = store.getState().fn!.fields.find((f) => f.type === 'select')!.identifier;
    store.getState().dispatch(FORM_COMMANDS.update, { path: [id], changes: { lookup: { dict: 'nothing' } } });
    expect(validatePack(wrap(store.getState().fn!, LOOKUPS)).map((e) => e.message)).toEqual(['unknown dictionary "nothing"']);
  });
});
