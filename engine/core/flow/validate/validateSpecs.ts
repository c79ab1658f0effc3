import type { FlowProblemCode } from '../messages';
import { isFieldAccess } from '../permissions/access';
import { isFilled, isKnownField, problem, safeText, type FlowProblem, type ValidateFlowContext } from './problem';

function checkSpec(spec: unknown, at: string, nodeId: string | null, ctx: ValidateFlowContext): FlowProblem[] {
  const s = (spec ?? {}) as Record<string, unknown>;
  const invalid = (key: string) => [problem(nodeId, `${at}/${key}`, 'flow.approverInvalid')];
  switch (s.kind) {
    case 'users':
      return Array.isArray(s.userIds) && s.userIds.length > 0 && s.userIds.every(isFilled) ? [] : invalid('userIds');
    case 'formField':
      if (!isFilled(s.field)) return invalid('field');
      return isKnownField(ctx, s.field) ? [] : [problem(nodeId, `${at}/field`, 'flow.unknownField', { field: s.field })];
    case 'supervisor':
      return Number.isInteger(s.level) && (s.level as number) >= 1 ? [] : invalid('level');
    case 'role':
      return isFilled(s.roleCode) ? [] : invalid('roleCode');
    case 'initiator':
      return [];
    default:
      return invalid('kind');
  }
}

/**
 * Checks a list of approver specs (approvers, CC recipients, initiators);
 * an empty or missing list is `emptyCode` unless `emptyCode` is null.
 */
export function checkSpecs(
  specs: unknown,
  at: string,
  nodeId: string | null,
  ctx: ValidateFlowContext,
  emptyCode: FlowProblemCode | null,
): FlowProblem[] {
  if (!Array.isArray(specs) || specs.length === 0) {
    return emptyCode ? [problem(nodeId, at, emptyCode)] : [];
  }
  return specs.flatMap((spec, i) => checkSpec(spec, `${at}/${i}`, nodeId, ctx));
}

/** Checks a node's field permissions: known access values and, given a field list, known fields. */
export function checkPermissions(perms: unknown, at: string, nodeId: string | null, ctx: ValidateFlowContext): FlowProblem[] {
  if (perms === undefined) return [];
  if (perms === null || typeof perms !== 'object' || Array.isArray(perms)) {
    return [problem(nodeId, at, 'flow.nodeNotConfigured')];
  }
  return Object.entries(perms).flatMap(([field, access]) => {
    const key = `${at}/${field.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    const out: FlowProblem[] = [];
    if (!isKnownField(ctx, field)) out.push(problem(nodeId, key, 'flow.unknownField', { field }));
    if (!isFieldAccess(access)) out.push(problem(nodeId, key, 'flow.permissionInvalid', { access: safeText(access) }));
    return out;
  });
}
