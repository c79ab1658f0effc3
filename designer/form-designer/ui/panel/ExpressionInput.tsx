import { useState } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { expressionProblem, type ExpressionProblem } from '../../model/reactions';
import { CommitText } from './CommitInputs';

/** A text input for an expression of the engine's safe evaluator, checked as you type; only an expression that compiles is committed. */
export function ExpressionInput({ label, value, testId, onCommit, placeholder }: { label: string; value: string; testId: string; placeholder: string; onCommit(v: string): void }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<ExpressionProblem | null>(() => (value ? expressionProblem(value) : null));
  return (
    <Form.Item label={label} validateStatus={problem ? 'error' : undefined}
      help={problem ? (
        <span data-testid={`${testId}-error`}>
          {t('designer.form.errors.expression', { reason: t(`designer.form.errors.expressionCodes.${problem.code}`) })}
          {problem.detail && <span className="fd-error-detail"> ({problem.detail})</span>}
        </span>
      ) : undefined}>
      <CommitText testId={testId} monospace value={value} placeholder={placeholder}
        onDraft={(v) => setProblem(expressionProblem(v))}
        onCommit={(v) => { const p = expressionProblem(v); setProblem(p); if (!p) onCommit(v); }} />
    </Form.Item>
  );
}
