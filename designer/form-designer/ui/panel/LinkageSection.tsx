import { useState } from 'react';
import { Alert, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { stripExpressionBraces } from '../../../../engine/index';
import { designFields, useDesignFunction, useText } from '../../../state';
import type { FieldProps } from '../../model/fieldProps';
import { readReaction, REACTION_STATES, writeReaction, type ReactionState } from '../../model/reactions';
import type { NodePath } from '../../model/tree';
import { ExpressionInput } from './ExpressionInput';
import { useFieldUpdate } from './useFieldUpdate';

/** Reactions (`x-reactions`: shown / required / disabled when, value) and the computed value (`x-compute`), checked by the engine's safe evaluator. */
export function LinkageSection({ path, props }: { path: NodePath; props: FieldProps }) {
  const { t } = useTranslation();
  const text = useText();
  const fn = useDesignFunction();
  const update = useFieldUpdate(path);
  const reaction = readReaction(props.reactions);
  const [jsonError, setJsonError] = useState(false);
  const others = designFields(fn).filter((f) => !f.parent && f.key !== props.identifier);

  const compute = (
    <ExpressionInput label={t('designer.form.linkage.compute')} testId="prop-compute" value={props.compute ?? ''} placeholder="qty * price"
      onCommit={(v) => update({ compute: stripExpressionBraces(v.trim()) || undefined })} />
  );
  if (!reaction) {
    return (
      <>
        <Alert type="warning" showIcon message={t('designer.form.linkage.json')} className="fd-section-alert" />
        <Form.Item validateStatus={jsonError ? 'error' : undefined} help={jsonError ? t('designer.form.errors.json') : undefined}>
          <Input.TextArea className="fd-mono" autoSize={{ minRows: 4, maxRows: 14 }} defaultValue={JSON.stringify(props.reactions, null, 2)} data-testid="prop-reactions-json"
            onBlur={(e) => {
              try { update({ reactions: JSON.parse(e.target.value) }); setJsonError(false); } catch { setJsonError(true); }
            }} />
        </Form.Item>
        {compute}
      </>
    );
  }
  return (
    <>
      <Typography.Paragraph type="secondary" className="fd-section-note">{t('designer.form.linkage.hint')}</Typography.Paragraph>
      <Form.Item label={t('designer.form.linkage.dependencies')}>
        <Select mode="multiple" allowClear value={reaction.dependencies} data-testid="prop-reaction-deps" placeholder={t('designer.form.linkage.dependenciesPlaceholder')}
          options={others.map((f) => ({ value: f.key, label: `${text(f.title)} (${f.key})` }))}
          onChange={(dependencies: string[]) => update({ reactions: writeReaction(props.reactions, { dependencies }) })} />
      </Form.Item>
      {REACTION_STATES.map((state: ReactionState) => (
        <ExpressionInput key={state} label={t(`designer.form.linkage.${state}`)} testId={`prop-reaction-${state}`}
          value={reaction.state[state] ?? ''} placeholder={state === 'value' ? '{{$deps[0] * 2}}' : '{{$deps[0] > 10}}'}
          onCommit={(v) => update({ reactions: writeReaction(props.reactions, { state, text: v }) })} />
      ))}
      {compute}
    </>
  );
}
