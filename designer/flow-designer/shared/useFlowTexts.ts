import { useTranslation } from 'react-i18next';
import type { ApprovalMethod, ApproverSpec, Condition, ConditionGroup, FlowProblem } from '../../../engine/index';
import { useText } from '../../state';
import { INITIATOR_FIELD, problemKey, toInputNumber, type ConditionField } from '../model';
import { useDirectory } from './useDirectory';

/** Texts the canvas, drawer and simulation share: people, methods, conditions and problems in the interface language. */
export function useFlowTexts() {
  const { t } = useTranslation();
  const text = useText();
  const { users, roles } = useDirectory();
  const userName = (name: string) => users.find((u) => u.userName === name || String(u.id) === name)?.fullName ?? name;
  const roleName = (code: string) => roles.find((r) => r.code === code)?.name ?? code;

  const spec = (s: ApproverSpec, fieldTitle: (key: string) => string): string => {
    switch (s.kind) {
      case 'users': return s.userIds.map(userName).join(t('designer.flow.summary.listSeparator'));
      case 'supervisor': return s.level === 1 ? t('designer.flow.summary.directSupervisor') : t('designer.flow.summary.supervisor', { level: s.level });
      case 'formField': return t('designer.flow.summary.formField', { field: fieldTitle(s.field) });
      case 'initiator': return t('designer.flow.summary.initiator');
      case 'role': return t('designer.flow.summary.role', { role: roleName(s.roleCode) });
      default: return '';
    }
  };

  const method = (m: ApprovalMethod | undefined): string => {
    if (!m) return '';
    return m.kind === 'countersign' ? t('designer.flow.summary.countersign', { percent: m.percent }) : t(`designer.flow.summary.${m.kind}`);
  };

  const conditionValue = (c: Condition, field: ConditionField | undefined): string => {
    const kind = field?.kind ?? 'text';
    const one = (v: unknown): string => {
      if (v === null || v === undefined || v === '') return '?';
      if (kind === 'money' || kind === 'number') return String(toInputNumber(kind, v) ?? v);
      if (kind === 'user') return userName(String(v));
      if (kind === 'select') return field?.options?.find((o) => o.value === String(v))?.label ?? String(v);
      return String(v);
    };
    if (c.op === 'isEmpty' || c.op === 'notEmpty') return '';
    if (c.op === 'between' && Array.isArray(c.value)) return `${one(c.value[0])} – ${one(c.value[1])}`;
    if (Array.isArray(c.value)) return c.value.map(one).join(t('designer.flow.summary.listSeparator'));
    return one(c.value);
  };

  const condition = (c: Condition, fields: ConditionField[]): string => {
    const field = fields.find((f) => f.key === c.field);
    const title = c.field === INITIATOR_FIELD ? t('designer.flow.conditions.initiatorField') : text(field?.title ?? c.field);
    return [title, t(`designer.flow.ops.${c.op}`), conditionValue(c, field)].filter(Boolean).join(' ');
  };

  const groups = (list: ConditionGroup[], fields: ConditionField[]): string => list
    .map((g) => g.conditions.map((c) => condition(c, fields)).join(t(`designer.flow.summary.${g.relation === 'or' ? 'or' : 'and'}`)))
    .join(t('designer.flow.summary.groupOr'));

  const problem = (p: FlowProblem): string => t(problemKey(p.code), { ...(p.params ?? {}), defaultValue: p.message });

  return { t, text, userName, roleName, spec, method, condition, groups, problem };
}

export type FlowTexts = ReturnType<typeof useFlowTexts>;
