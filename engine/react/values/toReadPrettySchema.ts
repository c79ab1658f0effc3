type Node = Record<string, unknown> & { properties?: Record<string, Node>; items?: Node };

// States a reaction may set that would turn a read-only view back into a control.
const EDIT_STATES = ['disabled', 'readOnly', 'editable', 'pattern', 'readPretty'];

function stripReaction(reaction: unknown): unknown {
  if (!reaction || typeof reaction !== 'object') return reaction;
  const r = reaction as { fulfill?: { state?: Record<string, unknown> } };
  if (!r.fulfill?.state) return reaction;
  const state = Object.fromEntries(Object.entries(r.fulfill.state).filter(([k]) => !EDIT_STATES.includes(k)));
  return { ...r, fulfill: { ...r.fulfill, state } };
}

// Row operations mean nothing in a read-only view; a column holding only them is dropped.
const ROW_OPERATIONS = /\.(Remove|MoveUp|MoveDown|Copy|SortHandle|Addition)$/;

function onlyOperations(node: Node): boolean {
  const children = Object.values(node.properties ?? {});
  return children.length > 0 && children.every((c) => ROW_OPERATIONS.test(String(c['x-component'] ?? '')));
}

/**
 * The schema for a read-only view: reactions keep deciding visibility and values, but no
 * longer switch fields to disabled or editable (which would show controls instead of text), and
 * sub-tables lose their row operations.
 */
export function toReadPrettySchema<T extends Record<string, unknown>>(node: T): T {
  const out: Node = { ...node };
  const reactions = node['x-reactions'];
  if (reactions) out['x-reactions'] = Array.isArray(reactions) ? reactions.map(stripReaction) : stripReaction(reactions);
  delete out['x-disabled'];
  const n = node as Node;
  if (n.properties) {
    out.properties = Object.fromEntries(Object.entries(n.properties)
      .filter(([, v]) => !ROW_OPERATIONS.test(String(v['x-component'] ?? '')) && !(v.type === 'void' && onlyOperations(v)))
      .map(([k, v]) => [k, toReadPrettySchema(v)]));
  }
  if (n.items && !Array.isArray(n.items)) out.items = toReadPrettySchema(n.items);
  return out as T;
}
