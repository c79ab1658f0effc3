import type {
  AnyFlowNode, ApproverSpec, Condition, ConditionGroup, FieldPermissions, FlowDefinition, RouteBranch,
} from './types';

type Rename = (field: string) => string;

// Structural sharing: every helper returns its input when nothing in it changed,
// so a designer history that compares by reference records only real edits.
function mapShared<T>(list: readonly T[] | undefined, map: (item: T) => T): T[] | undefined {
  if (!Array.isArray(list)) return list as T[] | undefined;
  let changed = false;
  const out = list.map((item) => {
    const next = map(item);
    if (next !== item) changed = true;
    return next;
  });
  return changed ? out : (list as T[]);
}

function withChanges<T extends object>(value: T, changes: Partial<T>): T {
  const changed = (Object.keys(changes) as (keyof T)[]).filter((k) => changes[k] !== value[k]);
  return changed.length ? { ...value, ...changes } : value;
}

const renameCondition = (c: Condition, rename: Rename): Condition => withChanges(c, { field: rename(c.field) });
const renameGroups = (groups: ConditionGroup[] | undefined, rename: Rename) =>
  mapShared(groups, (g) => withChanges(g, { conditions: mapShared(g.conditions, (c) => renameCondition(c, rename))! }));
const renameSpecs = (specs: ApproverSpec[] | undefined, rename: Rename) =>
  mapShared(specs, (s) => (s.kind === 'formField' ? withChanges(s, { field: rename(s.field) }) : s));

function renamePermissions(permissions: FieldPermissions | undefined, rename: Rename): FieldPermissions | undefined {
  if (!permissions || typeof permissions !== 'object') return permissions;
  const entries = Object.entries(permissions);
  if (!entries.some(([key]) => rename(key) !== key)) return permissions;
  return Object.fromEntries(entries.map(([key, access]) => [rename(key), access]));
}

function renameNode<N extends AnyFlowNode | null>(node: N, rename: Rename): N {
  if (!node || typeof node !== 'object') return node;
  const n = node as AnyFlowNode;
  const changes: Record<string, unknown> = { next: renameNode(n.next, rename) };
  if (n.type !== 'route') changes.fieldPermissions = renamePermissions(n.fieldPermissions, rename);
  if (n.type === 'start') changes.initiators = renameSpecs(n.initiators, rename);
  if (n.type === 'approver') {
    changes.approvers = renameSpecs(n.approvers, rename);
    if (n.skipRules) changes.skipRules = renameGroups(n.skipRules, rename);
  }
  if (n.type === 'cc') changes.recipients = renameSpecs(n.recipients, rename);
  if (n.type === 'route') {
    changes.branches = mapShared(n.branches, (b: RouteBranch) => withChanges(b, {
      conditionGroups: renameGroups(b.conditionGroups, rename)!, child: renameNode(b.child, rename),
    }));
  }
  return withChanges(n as unknown as Record<string, unknown>, changes) as unknown as N;
}

/**
 * The flow with every reference to form field `from` renamed to `to`:
 * branch conditions, skip rules, form-field approvers / recipients /
 * initiators, and field permissions (`from` and its sub-table columns
 * `from.col`). Returns the same object when the flow does not name the field.
 */
export function renameFlowField<F extends FlowDefinition | undefined>(flow: F, from: string, to: string): F {
  if (!flow || typeof flow !== 'object' || !flow.root || from === to) return flow;
  const rename: Rename = (field) => (field === from ? to : field.startsWith(`${from}.`) ? `${to}${field.slice(from.length)}` : field);
  const root = renameNode(flow.root, rename);
  return (root === flow.root ? flow : { ...flow, root }) as F;
}
