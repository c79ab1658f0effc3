import { describe, expect, it } from 'vitest';
import type { ButtonConfig, RelatedForm } from '@engine';
import {
  addButton, addRelated, DEFAULT_SERIAL, moveButton, removeButton, removeRelated, removeSerial, updateButton, updateRelated, updateSerial,
} from '../../../designer/config-panels/commands';
import { overtime } from './fixture';

const fill: ButtonConfig = {
  name: 'Follow up', state: 'enabled', action: 'fill', targetForm: 'overtime', dialogTitle: 'New follow-up', colour: '#1677ff',
  fills: [{ from: 'reason', to: 'reason', mode: 'current' }],
};

describe('button commands', () => {
  it('adds, updates, moves and removes buttons immutably', () => {
    const fn = overtime();
    const one = addButton(fn, { button: fill });
    const two = addButton(one, { button: { ...fill, name: 'Second' } });
    expect(two.buttons?.map((b) => b.name)).toEqual(['Follow up', 'Second']);
    expect(fn.buttons).toBeUndefined();
    const moved = moveButton(two, { from: 1, to: 0 });
    expect(moved.buttons?.map((b) => b.name)).toEqual(['Second', 'Follow up']);
    const off = updateButton(moved, { index: 1, button: { ...fill, state: 'disabled' } });
    expect(off.buttons?.[1].state).toBe('disabled');
    expect(off.buttons?.[0]).toBe(moved.buttons?.[0]);
    expect(removeButton(off, { index: 0 }).buttons?.map((b) => b.name)).toEqual(['Follow up']);
    expect(removeButton(off, { index: 9 })).toBe(off);
  });

  it('drops the target form and fills of a workflow button', () => {
    const next = addButton(overtime(), { button: { ...fill, action: 'workflow' } });
    expect(next.buttons?.[0]).toEqual({ name: 'Follow up', state: 'enabled', action: 'workflow', dialogTitle: 'New follow-up', colour: '#1677ff' });
  });
});

describe('serial commands', () => {
  it('sets up a rule with defaults on the first change, then changes it', () => {
    const fn = overtime();
    const next = updateSerial(fn, { field: 'no', patch: { prefix: 'OT-', codingKeywords: ['yyyyMMdd'] } });
    expect(next.serialRules).toEqual([{ ...DEFAULT_SERIAL, field: 'no', prefix: 'OT-', codingKeywords: ['yyyyMMdd'] }]);
    const daily = updateSerial(next, { field: 'no', patch: { reset: 'daily', padding: 3 } });
    expect(daily.serialRules?.[0]).toMatchObject({ reset: 'daily', padding: 3, prefix: 'OT-' });
    expect(daily.fields).toBe(fn.fields);
  });

  it('drops cleared settings, and answers the same function when nothing changes', () => {
    const fn = updateSerial(overtime(), { field: 'no', patch: { prefix: 'OT-' } });
    const cleared = updateSerial(fn, { field: 'no', patch: { prefix: '' } });
    expect('prefix' in cleared.serialRules![0]).toBe(false);
    expect(updateSerial(cleared, { field: 'no', patch: { codingKeywords: [] } })).toBe(cleared);
  });

  it('removes a rule', () => {
    const fn = updateSerial(overtime(), { field: 'no', patch: {} });
    expect(removeSerial(fn, { field: 'no' }).serialRules).toEqual([]);
    expect(removeSerial(overtime(), { field: 'no' }).serialRules).toBeUndefined();
  });
});

describe('related-form commands', () => {
  const rf: RelatedForm = { form: 'leave', order: 1, associationId: 'otLeave', currentField: 'reason', associationField: 'reason', state: 'enabled' };
  it('adds, updates and removes related forms', () => {
    const one = addRelated(overtime(), { related: rf });
    const two = updateRelated(one, { index: 0, related: { ...rf, state: 'disabled' } });
    expect(two.relatedForms).toEqual([{ ...rf, state: 'disabled' }]);
    expect(updateRelated(two, { index: 3, related: rf })).toBe(two);
    expect(removeRelated(two, { index: 0 }).relatedForms).toEqual([]);
  });
});
