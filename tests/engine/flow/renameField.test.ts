import { describe, expect, it } from 'vitest';
import { renameFlowField, walkFlow, type AnyFlowNode, type FlowDefinition } from '@engine';
import overtime from './fixtures/overtime-flow.json';

const flow = overtime as unknown as FlowDefinition;

/** A flow naming `hours` everywhere a field can be named. */
function everywhere(): FlowDefinition {
  const copy = structuredClone(flow) as FlowDefinition & { root: { next: any } };
  const managers = copy.root.next.branches[0].child;
  managers.skipRules = [{ relation: 'or', conditions: [{ field: 'hours', op: 'lt', value: 1 }, { field: 'reason', op: 'isEmpty' }] }];
  managers.approvers.push({ kind: 'formField', field: 'hours' });
  managers.fieldPermissions = { hours: 'editable', 'hours.note': 'hidden', hoursExtra: 'visible' };
  copy.root.next.next.recipients.push({ kind: 'formField', field: 'hours' });
  copy.root.initiators = [{ kind: 'formField', field: 'hours' }];
  return copy;
}

const nodesOf = (f: FlowDefinition) => {
  const out: Record<string, AnyFlowNode> = {};
  walkFlow(f.root, (n) => { out[n.id] = n; });
  return out;
};

describe('renameFlowField', () => {
  it('renames conditions, skip rules, form-field people and permissions (with sub-table columns)', () => {
    const renamed = renameFlowField(everywhere(), 'hours', 'duration');
    const nodes = nodesOf(renamed) as Record<string, any>;
    expect(nodes.byHours.branches[0].conditionGroups[0].conditions[0].field).toBe('duration');
    expect(nodes.managers.skipRules[0].conditions.map((c: { field: string }) => c.field)).toEqual(['duration', 'reason']);
    expect(nodes.managers.approvers[1]).toEqual({ kind: 'formField', field: 'duration' });
    expect(nodes.managers.fieldPermissions).toEqual({ duration: 'editable', 'duration.note': 'hidden', hoursExtra: 'visible' });
    expect(nodes.ccHr.recipients[2]).toEqual({ kind: 'formField', field: 'duration' });
    expect(nodes.start.initiators).toEqual([{ kind: 'formField', field: 'duration' }]);
    expect(nodes.start.fieldPermissions).toEqual({ duration: 'editable', date: 'editable', reason: 'editable' });
    expect(JSON.stringify(renamed)).not.toMatch(/"hours"/);
  });

  it('keeps every untouched part by reference and never mutates its input', () => {
    const input = everywhere();
    const before = structuredClone(input);
    const renamed = renameFlowField(input, 'hours', 'duration');
    expect(input).toEqual(before);
    const a = nodesOf(input) as Record<string, any>;
    const b = nodesOf(renamed) as Record<string, any>;
    expect(b.either).toBe(a.either);
    expect(b.byHours.branches[1]).toBe(a.byHours.branches[1]);
  });

  it('returns the same flow when the field is not named, and tolerates no flow', () => {
    expect(renameFlowField(flow, 'nowhere', 'x')).toBe(flow);
    expect(renameFlowField(flow, 'hours', 'hours')).toBe(flow);
    expect(renameFlowField(undefined, 'hours', 'x')).toBeUndefined();
  });
});
