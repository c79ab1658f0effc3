/**
 * The approval-flow model (DESIGN section 4): a DingTalk-style tree the
 * designer edits, the server executes (after {@link compileFlow}) and the
 * BPMN exporter draws. Plain JSON: no classes, no functions, no cycles.
 */

/** What a node's user may do with a field: change it, see it, or not receive it. */
export type FieldAccess = 'editable' | 'visible' | 'hidden';

/**
 * Access per field. Keys are field identifiers (`total`) or sub-table columns
 * (`lines.amount`); fields not mentioned are `visible`.
 */
export type FieldPermissions = Record<string, FieldAccess>;

/** Who a node addresses: approvers, CC recipients or permitted initiators. */
export type ApproverSpec =
  | { kind: 'users'; userIds: string[] }
  /** The user id(s) held by a form field (a `user` field). */
  | { kind: 'formField'; field: string }
  /** The initiator's supervisor `level` steps up (1 = direct supervisor). */
  | { kind: 'supervisor'; level: number }
  | { kind: 'initiator' }
  | { kind: 'role'; roleCode: string };

/** How a node's assignees decide. `percent` is a whole number 1-100. */
export type ApprovalMethod =
  | { kind: 'countersign'; percent: number }
  | { kind: 'orSign' }
  | { kind: 'sequential' };

/** What happens when no approver resolves: pass, hand to the tenant administrator, or reject. */
export type EmptyApproverPolicy = 'autoPass' | 'toAdmin' | 'reject';

/** When a resolved approver's task passes by itself. */
export interface AutoApprove {
  /** The approver is the initiator. */
  initiatorIsApprover?: boolean;
  /** The approver already approved an earlier node of this instance. */
  approvedBefore?: boolean;
}

/** Operators for numbers (and money, in cents). */
export type NumberOp = 'eq' | 'ne' | 'gt' | 'gte' | 'lt' | 'lte' | 'between';
/** Operators for text. */
export type TextOp = 'eq' | 'ne' | 'contains' | 'notContains' | 'startsWith' | 'in' | 'notIn' | 'isEmpty' | 'notEmpty';
/** Operators for dates (ISO `YYYY-MM-DD` strings, compared by calendar day). */
export type DateOp = 'before' | 'after' | 'on' | 'between';
/** Operators for selections. */
export type SelectOp = 'in' | 'notIn' | 'eq';
/** Operators for users (values are user ids). */
export type UserOp = 'in' | 'notIn';
/** Every condition operator. */
export type ConditionOp = NumberOp | TextOp | DateOp | SelectOp | UserOp;

/**
 * One test on a form value. `field` is a field identifier or `$initiator`
 * (the initiator's user id). `value` is a scalar, `[from, to]` for `between`,
 * a list for `in`/`notIn`, absent for `isEmpty`/`notEmpty`, or expression
 * text `{{ ... }}` evaluated against the form values.
 */
export interface Condition {
  field: string;
  op: ConditionOp;
  value?: unknown;
}

/** Conditions joined by `relation`; a flow's groups are OR-ed together. */
export interface ConditionGroup {
  relation: 'and' | 'or';
  conditions: Condition[];
}

interface NodeBase {
  id: string;
  name: string;
  /** The node after this one (after a route: where its branches join), or null for the end. */
  next: FlowNode | null;
}

/** The initiator node at the root of every flow. */
export interface StartNode extends NodeBase {
  type: 'start';
  /** `everyone` (default) ignores `initiators`; `specified` requires at least one. */
  initiatorsMode?: 'everyone' | 'specified';
  /** Who may start the flow; empty means everyone. */
  initiators: ApproverSpec[];
  fieldPermissions: FieldPermissions;
}

/** An approval step. */
export interface ApproverNode extends NodeBase {
  type: 'approver';
  approvers: ApproverSpec[];
  method: ApprovalMethod;
  emptyApprover: EmptyApproverPolicy;
  autoApprove: AutoApprove;
  /** Approving needs an opinion at this node. */
  opinionRequired?: boolean;
  /** The node is skipped when any group matches. */
  skipRules?: ConditionGroup[];
  fieldPermissions: FieldPermissions;
}

/** A carbon-copy step: recipients are informed, the flow does not wait. */
export interface CcNode extends NodeBase {
  type: 'cc';
  recipients: ApproverSpec[];
  /** Read-only view: `editable` is treated as `visible`. */
  fieldPermissions: FieldPermissions;
}

/** One branch of a route (the spec's "condition node"). */
export interface RouteBranch {
  id: string;
  name: string;
  /** Lower is tried first; unique within the route. */
  priority: number;
  conditionGroups: ConditionGroup[];
  /** Taken when no other branch matches; its conditions are ignored. */
  default?: boolean;
  /** The first node of the branch, or null for an empty branch. */
  child: FlowNode | null;
}

/** A conditional split; the flow continues at `next` once the taken branch ends. */
export interface RouteNode extends NodeBase {
  type: 'route';
  branches: RouteBranch[];
}

/** A node below the start node. */
export type FlowNode = ApproverNode | CcNode | RouteNode;
/** Any node of a flow tree. */
export type AnyFlowNode = StartNode | FlowNode;
/** The node types. */
export type FlowNodeType = AnyFlowNode['type'];

/** A whole flow as stored with a function version. */
export interface FlowDefinition {
  version: 1;
  root: StartNode;
}
