import React, { useState } from 'react';
import { Checkbox, Col, Form, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { centsToYuan, patternProblem, yuanToCents } from '../../../../engine/index';
import { useText } from '../../../state';
import type { FieldProps, ValidatorRule } from '../../model/fieldProps';
import { hasFormat, ruleMessage, ruleValue, setFormat, setRule, setRuleMessage, type RuleKey } from '../../model/rules';
import type { NodePath } from '../../model/tree';
import { CommitNumber, CommitText } from './CommitInputs';
import { useFieldUpdate } from './useFieldUpdate';

const TEXT_FORMATS = ['phone', 'password', 'positiveInteger', 'decimal2'];

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** A pattern the linear-time engine can run (the server refuses the others at save). */
const isRegExp = (source: string): boolean => !patternProblem(source);

/** Validation rules (`x-validator`) by field type: lengths, limits, positive integers, a pattern with its message. */
export function RulesSection({ path, props }: { path: NodePath; props: FieldProps }) {
  const { t } = useTranslation();
  const text = useText();
  const update = useFieldUpdate(path);
  const rules = props.validators;
  const [patternError, setPatternError] = useState(false);
  const set = (next: ValidatorRule[]) => update({ validators: next });
  const limit = (key: RuleKey, label: string, money = false) => (
    <Form.Item label={label}>
      <CommitNumber testId={`prop-rule-${key}`} value={money ? (num(ruleValue(rules, key)) === undefined ? undefined : Number(centsToYuan(num(ruleValue(rules, key))!))) : num(ruleValue(rules, key))}
        precision={money ? 2 : undefined} min={key === 'max' || key === 'min' || key === 'minItems' || key === 'maxItems' ? 0 : undefined}
        addonAfter={money ? t('designer.form.props.yuan') : undefined}
        onCommit={(v) => set(setRule(rules, key, v === undefined ? undefined : money ? yuanToCents(v) : v))} />
    </Form.Item>
  );
  const pair = (a: React.ReactNode, b: React.ReactNode) => <Row gutter={12}><Col span={12}>{a}</Col><Col span={12}>{b}</Col></Row>;
  const flag = (on: boolean, label: string, testId: string, change: (on: boolean) => ValidatorRule[]) => (
    <Checkbox checked={on} onChange={(e) => set(change(e.target.checked))} data-testid={testId}>{label}</Checkbox>
  );

  switch (props.type) {
    case 'text':
    case 'textarea': {
      const format = TEXT_FORMATS.find((f) => hasFormat(rules, f));
      const pattern = ruleValue(rules, 'pattern');
      return (
        <>
          {pair(limit('min', t('designer.form.rules.minLength')), limit('max', t('designer.form.rules.maxLength')))}
          {props.type === 'text' && (
            <Form.Item label={t('designer.form.rules.format')}>
              <Select allowClear value={format} placeholder={t('designer.form.rules.formats.none')} data-testid="prop-rule-format"
                options={TEXT_FORMATS.map((f) => ({ value: f, label: t(`designer.form.rules.formats.${f}`) }))}
                onChange={(f?: string) => set(f ? setFormat(format ? setFormat(rules, format, false) : rules, f, true) : setFormat(rules, format!, false))} />
            </Form.Item>
          )}
          <Form.Item label={t('designer.form.rules.pattern')} validateStatus={patternError ? 'error' : undefined} help={patternError ? t('designer.form.errors.pattern') : undefined}>
            <CommitText testId="prop-rule-pattern" monospace value={typeof pattern === 'string' ? pattern : ''} placeholder="^[A-Z]{2}-\d{4}$"
              onDraft={(v) => setPatternError(!!v && !isRegExp(v))}
              onCommit={(v) => { if (v && !isRegExp(v)) return; set(setRule(rules, 'pattern', v || undefined)); }} />
          </Form.Item>
          {typeof pattern === 'string' && (
            <Form.Item label={t('designer.form.rules.patternMessage')}>
              <CommitText testId="prop-rule-pattern-message" value={text(ruleMessage(rules, 'pattern'))} onCommit={(m) => set(setRuleMessage(rules, 'pattern', m))} />
            </Form.Item>
          )}
        </>
      );
    }
    case 'number':
    case 'percent':
    case 'money': {
      const money = props.type === 'money';
      return (
        <>
          {pair(limit('minimum', t('designer.form.rules.minimum'), money), limit('maximum', t('designer.form.rules.maximum'), money))}
          <div className="fd-flags">
            {flag(ruleValue(rules, 'exclusiveMinimum') === 0, t('designer.form.rules.positive'), 'prop-rule-positive', (on) => setRule(rules, 'exclusiveMinimum', on ? 0 : undefined))}
            {!money && flag(hasFormat(rules, 'positiveInteger'), t('designer.form.rules.positiveInteger'), 'prop-rule-positiveInteger', (on) => setFormat(rules, 'positiveInteger', on))}
          </div>
        </>
      );
    }
    case 'checkbox':
    case 'attachment':
      return pair(limit('minItems', t('designer.form.rules.minItems')), limit('maxItems', t('designer.form.rules.maxItems')));
    case 'subTable':
      return (
        <>
          {pair(limit('minItems', t('designer.form.rules.minRows')), limit('maxItems', t('designer.form.rules.maxRows')))}
          {ruleValue(rules, 'minItems') !== undefined && (
            <Form.Item label={t('designer.form.rules.minRowsMessage')}>
              <CommitText testId="prop-rule-minItems-message" value={text(ruleMessage(rules, 'minItems'))} onCommit={(m) => set(setRuleMessage(rules, 'minItems', m))} />
            </Form.Item>
          )}
        </>
      );
    default:
      return <Typography.Text type="secondary">{t('designer.form.rules.none')}</Typography.Text>;
  }
}
