import type { ActionEvent, PackAction, PackFunction } from '../../../engine/index';
import { getNode } from '../../form-designer';

/** What the action editor edits: an action with its `set`/`map` as rows and `add`/`subtract` as one amount. */
export interface ActionDraft {
  on: ActionEvent;
  node?: string;
  kind: PackAction['kind'];
  when?: string;
  each?: string;
  ref?: string;
  fn?: string;
  assignments?: { target?: string; expression?: string }[];
  field?: string;
  direction?: 'add' | 'subtract';
  amount?: string;
  guard?: string;
  message?: string;
  fields?: string[];
  optional?: boolean;
}

export const ACTION_EVENTS: ActionEvent[] = ['submitted', 'approved', 'rejected', 'canceled', 'nodeCompleted'];
export const ACTION_KINDS: PackAction['kind'][] = ['set', 'update', 'adjust', 'create'];

export function toDraft(action: PackAction): ActionDraft {
  const pairs = action.set ?? action.map ?? {};
  return {
    on: action.on, node: action.node, kind: action.kind, when: action.when, each: action.each, ref: action.ref, fn: action.fn,
    assignments: Object.entries(pairs).map(([target, expression]) => ({ target, expression })),
    field: action.field,
    direction: action.subtract !== undefined ? 'subtract' : 'add',
    amount: action.subtract ?? action.add,
    guard: action.guard, message: action.message, fields: action.fields, optional: action.optional,
  };
}

const text = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

/** The action the draft describes, with only the keys its kind takes (the pack format refuses the others). */
export function fromDraft(d: ActionDraft): PackAction {
  const pairs = Object.fromEntries((d.assignments ?? []).filter((a) => text(a.target) && text(a.expression)).map((a) => [a.target!.trim(), a.expression!.trim()]));
  const out: PackAction = { on: d.on, kind: d.kind };
  if (d.on === 'nodeCompleted' && text(d.node)) out.node = text(d.node);
  if (text(d.when)) out.when = text(d.when);
  if (text(d.each)) out.each = text(d.each);
  if (d.kind === 'set') out.set = pairs;
  if (d.kind === 'update') Object.assign(out, { ref: text(d.ref), set: pairs });
  if (d.kind === 'create') Object.assign(out, { fn: text(d.fn), map: pairs });
  if (d.kind === 'adjust') Object.assign(out, { ref: text(d.ref), field: text(d.field), [d.direction ?? 'add']: text(d.amount) });
  if (d.kind === 'update' || d.kind === 'adjust') {
    if (text(d.guard)) out.guard = text(d.guard);
    if (text(d.guard) && text(d.message)) out.message = text(d.message);
    if (text(d.guard) && d.fields?.length) out.fields = d.fields;
  }
  if (d.kind !== 'set' && d.optional) out.optional = true;
  return out;
}

/**
 * The function a related-record field points at (`x-reference.fn`, else
 * `x-component-props.fn`); `each` names the sub-table whose row holds it.
 */
export function referenceTargetOf(fn: PackFunction, ref: string | undefined, each?: string): string | undefined {
  if (!ref) return undefined;
  const holder = each ? getNode(fn.form, [each])?.items : fn.form;
  const direct = holder && typeof holder === 'object' && !Array.isArray(holder) ? findValueNode(holder, ref) : undefined;
  const reference = direct?.['x-reference'] as { fn?: string } | undefined;
  const props = direct?.['x-component-props'] as { fn?: string } | undefined;
  return reference?.fn || props?.fn || undefined;
}

type Node = { properties?: Record<string, Node>; [k: string]: unknown };

/** The node named `key` below `node`, looking through void wrappers (grids, columns). */
function findValueNode(node: Node, key: string): Node | undefined {
  for (const [k, child] of Object.entries(node.properties ?? {})) {
    if (k === key && child.type !== 'void') return child;
    if (child.type === 'void') {
      const inner = findValueNode(child, key);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** Related-record fields an `update`/`adjust` can follow: top-level, or in the rows of `each`. */
export function referenceFields(fn: PackFunction, each?: string): string[] {
  const out: string[] = [];
  const holder = (each ? getNode(fn.form, [each])?.items : fn.form) as Node | undefined;
  const visit = (node: Node) => {
    for (const [k, child] of Object.entries(node.properties ?? {})) {
      if (child.type === 'void') visit(child);
      else if (child['x-component'] === 'RelatedRecordPicker') out.push(k);
    }
  };
  if (holder && typeof holder === 'object') visit(holder);
  return out;
}
