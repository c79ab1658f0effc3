import React, { useMemo, useState } from 'react';
import { Button, Space, Steps } from 'antd';
import { observer, RecursionField, useField, useFieldSchema, useForm } from '@formily/react';
import { useEngineServices } from '../services';
import { panesOf } from './panes';

/**
 * Formily's FormStep, mounted lazily: a step's fields are created when the
 * step is first opened (then kept, hidden, so their values and rules stay).
 * Next validates the open step first; the steps carry their own Back/Next
 * buttons, since a pack cannot hand Formily a `formStep` object from code.
 */
export const LazyFormStep = observer(function LazyFormStep(props: { current?: number; direction?: 'horizontal' | 'vertical'; size?: 'small' | 'default' }) {
  const field = useField();
  const form = useForm();
  const schema = useFieldSchema();
  const { t } = useEngineServices();
  const steps = useMemo(() => panesOf(schema, 'StepPane'), [schema]);
  const [current, setCurrent] = useState(() => Math.min(Math.max(props.current ?? 0, 0), Math.max(steps.length - 1, 0)));
  const [visited, setVisited] = useState(() => new Set([current]));
  const go = (to: number) => {
    setCurrent(to);
    setVisited((v) => new Set(v).add(to));
  };
  const next = async () => {
    try {
      await form.validate(`${field.address.concat(steps[current].name).toString()}.*`);
      go(current + 1);
    } catch {
      /* the step's fields show their errors */
    }
  };
  if (form.readPretty) {
    // A read-only view shows every step, one after the other.
    return (
      <div className="engine-form-step" data-testid="form-step">
        {steps.map((s) => (
          <section key={s.name} data-step={s.name}>
            <h4 className="engine-form-step-title">{String(s.props.title ?? s.name)}</h4>
            <RecursionField schema={s.schema} name={s.name} />
          </section>
        ))}
      </div>
    );
  }
  return (
    <div className="engine-form-step" data-testid="form-step">
      <Steps current={current} direction={props.direction} size={props.size} style={{ marginBottom: 24 }}
        items={steps.map((s) => ({ title: String(s.props.title ?? s.name), description: s.props.description as string | undefined }))} />
      {steps.map((s, i) => (visited.has(i) ? (
        <div key={s.name} hidden={i !== current} data-step={s.name}>
          <RecursionField schema={s.schema} name={s.name} />
        </div>
      ) : null))}
      <Space>
        {current > 0 && <Button onClick={() => go(current - 1)}>{t('formily.step.back')}</Button>}
        {current < steps.length - 1 && <Button type="primary" onClick={() => void next()}>{t('formily.step.next')}</Button>}
      </Space>
    </div>
  );
});
