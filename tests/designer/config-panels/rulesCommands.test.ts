import { describe, expect, it } from 'vitest';
import { validatePack, type PackAction } from '@engine';
import { setActions, setFormRules, setPrint, setStateField } from '../../../designer/config-panels/commands';
import { fromDraft, referenceFields, referenceTargetOf, toDraft } from '../../../designer/config-panels/rules/actionDraft';
import { overtime } from './fixture';
import { wrap } from '../form-designer/support';

describe('business-rule commands of the designer', () => {
  it('set and clear form rules, actions, the document state and the print layout; an unchanged value records nothing', () => {
    const fn = overtime();
    const withRules = setFormRules(fn, { rules: [{ expression: 'hours <= 12', message: 'At most 12 hours', fields: ['hours'] }] });
    expect(withRules.rules).toEqual([{ expression: 'hours <= 12', message: 'At most 12 hours', fields: ['hours'] }]);
    expect(setFormRules(withRules, { rules: [{ expression: 'hours <= 12', message: 'At most 12 hours', fields: ['hours'] }] })).toBe(withRules);
    expect('rules' in setFormRules(withRules, { rules: [] })).toBe(false);

    const action: PackAction = { on: 'approved', kind: 'set', set: { reason: "'approved'" } };
    const withActions = setActions(withRules, { actions: [action] });
    expect(withActions.actions).toEqual([action]);
    const withState = setStateField(withActions, { stateField: { field: 'kind', initial: 'w', colors: { w: 'blue' } } });
    expect(withState.stateField).toEqual({ field: 'kind', initial: 'w', colors: { w: 'blue' } });
    expect('stateField' in setStateField(withState, { stateField: null })).toBe(false);
    const printed = setPrint(withState, { print: { title: 'Overtime', columns: 3, sections: [{ title: 'Main', fields: ['reason', 'hours'] }] } });
    expect(printed.print).toEqual({ title: 'Overtime', columns: 3, sections: [{ title: 'Main', fields: ['reason', 'hours'] }] });
    expect('print' in setPrint(printed, { print: null })).toBe(false);
    expect(fn.rules).toBeUndefined();
  });

  it('the action editor writes only the keys each kind takes, and reads them back', () => {
    const adjust = fromDraft({ on: 'approved', kind: 'adjust', each: 'lines', ref: 'item', field: 'stock', direction: 'subtract', amount: ' qty ', guard: 'stock >= 0', message: 'Short', fields: ['qty'], assignments: [{ target: 'x', expression: '1' }], optional: true });
    expect(adjust).toEqual({ on: 'approved', kind: 'adjust', each: 'lines', ref: 'item', field: 'stock', subtract: 'qty', guard: 'stock >= 0', message: 'Short', fields: ['qty'], optional: true });
    expect(fromDraft(toDraft(adjust))).toEqual(adjust);
    const create = fromDraft({ on: 'nodeCompleted', node: 'finance', kind: 'create', fn: 'payment', assignments: [{ target: 'amount', expression: 'hours * 10' }, { target: '', expression: 'dropped' }], guard: 'ignored' });
    expect(create).toEqual({ on: 'nodeCompleted', node: 'finance', kind: 'create', fn: 'payment', map: { amount: 'hours * 10' } });
    const set = fromDraft({ on: 'submitted', node: 'not used', kind: 'set', assignments: [{ target: 'reason', expression: "'sent'" }], optional: true });
    expect(set).toEqual({ on: 'submitted', kind: 'set', set: { reason: "'sent'" } });
  });

  it('finds related-record fields and their target function, top-level and in sub-table rows; the result passes validatePack', () => {
    const fn = overtime();
    fn.form.properties!.grid.properties!.project = { type: 'number', 'x-decorator': 'FormItem', 'x-component': 'RelatedRecordPicker', 'x-component-props': { fn: 'project', labelField: 'name' } };
    fn.fields.push({ name: 'Project', type: 'relatedRecord', identifier: 'project' });
    expect(referenceFields(fn)).toEqual(['project']);
    expect(referenceTargetOf(fn, 'project')).toBe('project');
    expect(referenceTargetOf(fn, 'nothing')).toBeUndefined();
    const next = setActions(fn, { actions: [fromDraft({ on: 'approved', kind: 'update', ref: 'project', assignments: [{ target: 'hoursSpent', expression: '$target.hoursSpent + hours' }] })] });
    expect(validatePack(wrap(next, { dicts: {}, enums: {} }))).toEqual([]);
  });
});
