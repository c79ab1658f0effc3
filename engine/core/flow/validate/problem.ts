import type { FieldType } from '../../pack/index';
import { formatFlowMessage, type FlowMessageParams, type FlowProblemCode } from '../messages';

/**
 * A content problem of a flow: the node (or branch) it belongs to, a JSON
 * pointer into the flow definition, an i18n code and its English text.
 */
export interface FlowProblem {
  /** The node or branch id, or null for a problem of the flow as a whole. */
  nodeId: string | null;
  path: string;
  code: FlowProblemCode;
  message: string;
  params?: FlowMessageParams;
}

/** What validation may check references against. */
export interface ValidateFlowContext {
  /** The function's field identifiers; when given, references to other fields are problems. */
  fields?: readonly string[];
  /** Field types by identifier; when given, operators must suit the field. */
  fieldTypes?: Readonly<Record<string, FieldType>>;
}

/** Builds a problem with its English message. */
export function problem(nodeId: string | null, path: string, code: FlowProblemCode, params?: FlowMessageParams): FlowProblem {
  return params
    ? { nodeId, path, code, message: formatFlowMessage(code, params), params }
    : { nodeId, path, code, message: formatFlowMessage(code) };
}

/** Whether a field path is known in `ctx` (always, when no field list is given). */
export function isKnownField(ctx: ValidateFlowContext, field: string): boolean {
  if (!ctx.fields) return true;
  return ctx.fields.includes(field) || ctx.fields.includes(field.split('.')[0]);
}

/** A non-blank string. */
export function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The node's id when it has a usable one. */
export function idOf(node: unknown): string | null {
  const id = (node as { id?: unknown } | null)?.id;
  return isFilled(id) ? id : null;
}

/** A short text for any value in a message; never throws (objects may have odd `toString`s). */
export function safeText(value: unknown): string {
  try {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return String(value);
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return typeof value;
  }
}
