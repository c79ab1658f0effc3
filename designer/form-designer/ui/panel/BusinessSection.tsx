import { useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { stripExpressionBraces, type ExpressionRule, type WhenConditions } from '../../../../engine/index';
import { designFields, useDesignFunction, useText } from '../../../state';
import type { FieldProps } from '../../model/fieldProps';
import { expressionProblem } from '../../model/reactions';
import type { NodePath } from '../../model/tree';
import { CommitText } from './CommitInputs';
import { ExpressionInput } from './ExpressionInput';
import { useFieldUpdate } from './useFieldUpdate';

const WHEN_KEYS = ['required', 'hidden', 'readOnly'] as const;

const plain = (text: string) => stripExpressionBraces(text.trim());

/** One `x-rules` entry: its expression, message and where the error shows, edited in place. */
function RuleRow({ rule, index, fieldOptions, onChange, onRemove }: {
  rule: ExpressionRule; index: number; fieldOptions: { value: string; label: string }[];
  onChange(rule: ExpressionRule): void; onRemove(): void;
}) {
  const { t } = useTranslation();
  const text = useText();
  const id = `prop-xrule-${index}`;
  return (
    <div className="fd-rule" data-testid={id}>
      <div className="fd-rule__head">
        <Typography.Text type="secondary">{t('designer.form.business.ruleN', { n: index + 1 })}</Typography.Text>
        <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={onRemove} data-testid={`${id}-remove`} aria-label={t('designer.form.business.removeRule')} />
      </div>
      <ExpressionInput label={t('designer.form.business.expression')} testId={`${id}-expression`} value={rule.expression} placeholder="a <= b"
        onCommit={(v) => { if (plain(v)) onChange({ ...rule, expression: plain(v) }); }} />
      <Form.Item label={t('designer.form.business.message')}>
        <CommitText testId={`${id}-message`} value={text(rule.message)} onCommit={(m) => { if (m.trim()) onChange({ ...rule, message: m.trim() }); }} />
      </Form.Item>
      <Form.Item label={t('designer.form.business.errorOn')}>
        <Select mode="multiple" allowClear value={rule.fields ?? []} options={fieldOptions} data-testid={`${id}-fields`} placeholder={t('designer.form.business.errorOnThis')}
          onChange={(fields: string[]) => onChange(fields.length ? { ...rule, fields } : (({ fields: _f, ...r }) => r)(rule))} />
      </Form.Item>
    </div>
  );
}

/** A new rule: added once its expression compiles and it has a message. */
function NewRule({ onAdd }: { onAdd(rule: ExpressionRule): void }) {
  const { t } = useTranslation();
  const [expression, setExpression] = useState('');
  const [message, setMessage] = useState('');
  const [round, setRound] = useState(0);
  const ready = !!plain(expression) && !expressionProblem(expression) && !!message.trim();
  return (
    <div className="fd-rule fd-rule--new" key={round}>
      <ExpressionInput key={`e${round}`} label={t('designer.form.business.newRule')} testId="prop-xrule-new-expression" value={expression} placeholder="a > 0" onCommit={setExpression} />
      <Form.Item label={t('designer.form.business.message')}>
        <CommitText key={`m${round}`} testId="prop-xrule-new-message" value={message} onCommit={setMessage} onDraft={setMessage} />
      </Form.Item>
      <Button size="small" icon={<PlusOutlined />} disabled={!ready} data-testid="prop-xrule-add"
        onClick={() => { onAdd({ expression: plain(expression), message: message.trim() }); setExpression(''); setMessage(''); setRound(round + 1); }}>
        {t('designer.form.business.addRule')}
      </Button>
    </div>
  );
}

/**
 * Business rules of a field (docs/packs.md "Business rules"): expression rules
 * (`x-rules`), conditions (`x-when`), the default from context (`x-default`),
 * uniqueness, and a related record's filter and multiplicity (`x-reference`).
 * Every expression is checked by the engine's safe evaluator as it is typed;
 * the browser and the server both read what is written here.
 */
export function BusinessSection({ path, props }: { path: NodePath; props: FieldProps }) {
  const { t } = useTranslation();
  const text = useText();
  const fn = useDesignFunction();
  const update = useFieldUpdate(path);
  const fieldOptions = designFields(fn).filter((f) => !f.parent).map((f) => ({ value: f.key, label: `${text(f.title)} (${f.key})` }));
  const setRules = (rules: ExpressionRule[]) => update({ rules });
  const setWhen = (key: keyof WhenConditions, v: string) => {
    const when = { ...props.when, [key]: plain(v) || undefined };
    update({ when: Object.fromEntries(Object.entries(when).filter(([, x]) => x)) as WhenConditions });
  };
  const reference = props.reference ?? { fn: String(props.componentProps.fn ?? '') };
  const setReference = (patch: Partial<typeof reference>) => update({ reference: { ...reference, ...patch } });

  return (
    <>
      <Typography.Paragraph type="secondary" className="fd-section-note">{t('designer.form.business.hint')}</Typography.Paragraph>
      {props.rules.map((rule, i) => (
        <RuleRow key={i} rule={rule} index={i} fieldOptions={fieldOptions}
          onChange={(next) => setRules(props.rules.map((r, j) => (j === i ? next : r)))}
          onRemove={() => setRules(props.rules.filter((_, j) => j !== i))} />
      ))}
      <NewRule onAdd={(rule) => setRules([...props.rules, rule])} />
      {WHEN_KEYS.map((key) => (
        <ExpressionInput key={key} label={t(`designer.form.business.when.${key}`)} testId={`prop-when-${key}`} value={props.when[key] ?? ''}
          placeholder="a == 'x'" onCommit={(v) => setWhen(key, v)} />
      ))}
      <ExpressionInput label={t('designer.form.business.contextDefault')} testId="prop-context-default" value={props.contextDefault ?? ''}
        placeholder="currentUser().id · today()" onCommit={(v) => update({ contextDefault: plain(v) || undefined })} />
      {props.kind === 'field' && props.type !== 'subTable' && (
        <Form.Item label={t('designer.form.business.unique')} extra={t('designer.form.business.uniqueHint')}>
          <Switch checked={props.unique} onChange={(unique) => update({ unique })} data-testid="prop-unique" />
        </Form.Item>
      )}
      {props.type === 'relatedRecord' && (
        <>
          <Form.Item label={t('designer.form.business.multiple')}>
            <Switch checked={!!reference.multiple} onChange={(multiple) => setReference({ multiple })} data-testid="prop-reference-multiple" />
          </Form.Item>
          <ExpressionInput label={t('designer.form.business.filter')} testId="prop-reference-filter" value={reference.filter ?? ''}
            placeholder="a == 'x'" onCommit={(v) => setReference({ filter: plain(v) || undefined })} />
        </>
      )}
    </>
  );
}
