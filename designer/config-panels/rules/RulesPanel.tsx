import { Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExpressionRule, PackAction } from '../../../engine/index';
import { useDesignFunction, useText } from '../../state';
import { dispatchConfig } from '../shared/dispatch';
import { EditorTablePanel } from '../shared/EditorTablePanel';
import { editDeleteColumn } from '../shared/TableCells';
import { useEditorDialog } from '../shared/useEditorDialog';
import { ActionEditor } from './ActionEditor';
import { FormRuleEditor } from './FormRuleEditor';
import { PrintCard } from './PrintCard';
import { StateFieldCard } from './StateFieldCard';
import '../shared/panels.css';

interface RuleRow { rule: ExpressionRule; index: number }
interface ActionRow { action: PackAction; index: number }

const code = (s: string | undefined) => (s ? <Typography.Text code className="cp-expr">{s}</Typography.Text> : null);

/** What an action does, in one line: `ref.field = value`, `ref.field -= amount`, `function: field = value`. */
function actionSummary(a: PackAction): string {
  const pairs = (m: Record<string, string> | undefined, prefix: string) => Object.entries(m ?? {}).map(([k, v]) => `${prefix}${k} = ${v}`).join('; ');
  if (a.kind === 'set') return pairs(a.set, '');
  if (a.kind === 'update') return pairs(a.set, `${a.ref}.`);
  if (a.kind === 'adjust') return `${a.ref}.${a.field} ${a.add !== undefined ? '+' : '-'}= ${a.add ?? a.subtract}`;
  return `${a.fn}: ${pairs(a.map, '')}`;
}

function FormRulesCard() {
  const { t } = useTranslation();
  const text = useText();
  const fn = useDesignFunction();
  const editor = useEditorDialog();
  const rules = fn.rules ?? [];
  const columns: TableColumnsType<RuleRow> = [
    { key: 'expression', title: t('designer.panels.rules.expression'), render: (_, { rule }) => <>{rule.each && <Tag bordered={false} color="purple">{t('designer.panels.rules.perRow', { table: rule.each })}</Tag>}{code(rule.expression)}</> },
    { key: 'message', title: t('designer.panels.rules.message'), render: (_, { rule }) => text(rule.message) },
    { key: 'fields', title: t('designer.panels.rules.errorOn'), width: 180, render: (_, { rule }) => (rule.fields ?? []).map((f) => <Tag key={f} bordered={false} color="blue">{f}</Tag>) },
    editDeleteColumn<RuleRow>(t('designer.panels.common.actions'), {
      idPrefix: 'form-rule', removeConfirm: t('designer.panels.formRules.removeConfirm'), onEdit: editor.edit,
      onDelete: (index) => dispatchConfig('rules.set', { rules: rules.filter((_, i) => i !== index) }),
    }),
  ];
  return (
    <EditorTablePanel<RuleRow> section="formRules" idPrefix="form-rule" rows={rules.map((rule, index) => ({ rule, index }))} columns={columns}
      onAdd={editor.add} editor={<FormRuleEditor open={editor.open} index={editor.index} onClose={editor.close} />} />
  );
}

function ActionsCard() {
  const { t } = useTranslation();
  const fn = useDesignFunction();
  const editor = useEditorDialog();
  const actions = fn.actions ?? [];
  const move = (from: number, to: number) => {
    const next = [...actions];
    next.splice(to, 0, ...next.splice(from, 1));
    dispatchConfig('actions.set', { actions: next });
  };
  const columns: TableColumnsType<ActionRow> = [
    { key: 'on', title: t('designer.panels.actions.on'), width: 150, render: (_, { action }) => <Tag bordered={false} color="geekblue">{t(`designer.panels.actions.events.${action.on}`)}{action.node ? ` · ${action.node}` : ''}</Tag> },
    { key: 'kind', title: t('designer.panels.actions.kind'), width: 150, render: (_, { action }) => <>{t(`designer.panels.actions.kinds.${action.kind}`)}{action.each && <Tag bordered={false} color="purple" className="cp-tag-gap">{t('designer.panels.rules.perRow', { table: action.each })}</Tag>}</> },
    { key: 'what', title: t('designer.panels.actions.what'), render: (_, { action }) => <>{code(actionSummary(action))}{action.guard && <div className="cp-guard-line">{t('designer.panels.actions.guardShort')} {code(action.guard)}</div>}</> },
    editDeleteColumn<ActionRow>(t('designer.panels.common.actions'), {
      idPrefix: 'action', removeConfirm: t('designer.panels.actions.removeConfirm'), onEdit: editor.edit,
      onDelete: (index) => dispatchConfig('actions.set', { actions: actions.filter((_, i) => i !== index) }),
    }),
  ];
  return (
    <EditorTablePanel<ActionRow> section="actions" idPrefix="action" rows={actions.map((action, index) => ({ action, index }))} columns={columns}
      onAdd={editor.add} onMove={move} editor={<ActionEditor open={editor.open} index={editor.index} onClose={editor.close} />} />
  );
}

/** The "Business rules" tab: form rules, actions on document events, the document state and the print layout of the function. */
export function RulesPanel() {
  return (
    <div className="cp-stack" data-testid="rules-panel">
      <FormRulesCard />
      <ActionsCard />
      <StateFieldCard />
      <PrintCard />
    </div>
  );
}
