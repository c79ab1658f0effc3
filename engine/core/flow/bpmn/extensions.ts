import type { ApproverSpec, FieldPermissions } from '../types';
import { xmlElement } from './xml';

/** The namespace of the platform's BPMN extension elements. */
export const LC_NAMESPACE = 'http://lowcode.local/schema/bpmn';

function specAttributes(spec: ApproverSpec): Record<string, string | number> {
  switch (spec.kind) {
    case 'users': return { kind: spec.kind, userIds: (spec.userIds ?? []).join(' ') };
    case 'formField': return { kind: spec.kind, field: spec.field };
    case 'supervisor': return { kind: spec.kind, level: spec.level };
    case 'role': return { kind: spec.kind, roleCode: spec.roleCode };
    default: return { kind: String((spec as { kind?: unknown }).kind) };
  }
}

/**
 * `bpmn:extensionElements` holding who a node addresses (`lc:assignee`) and
 * its field permissions (`lc:fieldPermission field="" access=""`), or
 * nothing when there is neither.
 */
export function extensionElements(specs: readonly ApproverSpec[] | undefined, perms: FieldPermissions | undefined): string[] {
  const children = [
    ...(specs ?? []).map((spec) => xmlElement('lc:assignee', specAttributes(spec))),
    ...Object.entries(perms ?? {}).map(([field, access]) => xmlElement('lc:fieldPermission', { field, access })),
  ];
  return children.length ? [xmlElement('bpmn:extensionElements', {}, children)] : [];
}
