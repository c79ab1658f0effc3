import { isExpressionText, stripExpressionBraces } from '../../expression/index';
import type { Condition, ConditionGroup } from '../types';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*$/;

function variable(field: string): string {
  if (field === '$initiator') return 'initiator';
  return IDENTIFIER.test(field) ? field : `form[${literal(field)}]`;
}

function literal(value: unknown): string {
  if (isExpressionText(value)) return `(${stripExpressionBraces(value)})`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return value === undefined ? 'null' : literal(JSON.stringify(value));
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

function conditionText({ field, op, value }: Condition): string {
  const f = variable(field);
  const [a, b] = list(value);
  switch (op) {
    case 'eq': case 'on': return `${f} == ${literal(value)}`;
    case 'ne': return `${f} != ${literal(value)}`;
    case 'gt': case 'after': return `${f} > ${literal(value)}`;
    case 'gte': return `${f} >= ${literal(value)}`;
    case 'lt': case 'before': return `${f} < ${literal(value)}`;
    case 'lte': return `${f} <= ${literal(value)}`;
    case 'between': return `(${f} >= ${literal(a)} && ${f} <= ${literal(b)})`;
    case 'contains': return `${f}.contains(${literal(value)})`;
    case 'notContains': return `!${f}.contains(${literal(value)})`;
    case 'startsWith': return `${f}.startsWith(${literal(value)})`;
    case 'in': return `(${list(value).map((v) => `${f} == ${literal(v)}`).join(' || ') || 'false'})`;
    case 'notIn': return `!(${list(value).map((v) => `${f} == ${literal(v)}`).join(' || ') || 'false'})`;
    case 'isEmpty': return `empty ${f}`;
    case 'notEmpty': return `!empty ${f}`;
    default: return 'false';
  }
}

/**
 * A JUEL-style `${...}` rendering of condition groups for the BPMN export
 * (groups OR-ed, conditions joined by their group's relation). It documents
 * the branch for BPMN tools; the platform itself evaluates the groups.
 */
export function conditionExpressionText(groups: readonly ConditionGroup[]): string {
  const parts = (groups ?? [])
    .filter((g) => Array.isArray(g?.conditions) && g.conditions.length > 0)
    .map((g) => `(${g.conditions.map(conditionText).join(g.relation === 'or' ? ' || ' : ' && ')})`);
  return `\${${parts.length ? parts.join(' || ') : 'false'}}`;
}
