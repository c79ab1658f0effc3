import { useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Empty, Form, Row, Select, Space, Tag, Timeline } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import type { FlowDefinition } from '../../../engine/index';
import { useDesignerPost, type DesignerCallError, type SimulationStep } from '../../api';
import { useDesignFunction } from '../../state';
import { FlowCanvas } from '../canvas/FlowCanvas';
import { designerNodeKindOf } from '../kinds';
import type { CanvasActions } from '../canvas/CanvasContext';
import { ValueInput } from '../drawer/ConditionValueInput';
import { useDirectory } from '../shared/useDirectory';
import { useFlowTexts, type FlowTexts } from '../shared/useFlowTexts';
import { simulationFields, takenPath } from './simulationInputs';
import '../flowDesigner.css';

interface SimulationResult { steps: SimulationStep[]; result: 'end' | 'stopped' }

const noop = () => undefined;

function methodText(method: string | undefined, texts: FlowTexts): string | null {
  if (!method) return null;
  const [kind, percent] = method.split(':');
  return kind === 'countersign' ? texts.t('designer.flow.summary.countersign', { percent }) : texts.t(`designer.flow.summary.${kind}`);
}

function StepContent({ step, texts }: { step: SimulationStep; texts: FlowTexts }) {
  const { t } = texts;
  const method = methodText(step.method, texts);
  const kind = designerNodeKindOf(step.type);
  return (
    <div className="flw-sim-step" data-testid={`simulation-step-${step.nodeId}`}>
      <div className="flw-sim-title">
        <span>{texts.text(step.name)}</span>
        <Tag bordered={false} color={kind?.colour}>{t(kind?.labelKey ?? step.type)}</Tag>
        {method && <Tag bordered={false}>{method}</Tag>}
        {step.skipped && <Tag color="default">{t('designer.flow.simulation.skipped')}</Tag>}
      </div>
      {step.branch && <div className="flw-sim-branch">{t('designer.flow.simulation.branch', { name: texts.text(step.branch.name) })}</div>}
      {step.people && (step.people.length
        ? <div className="flw-sim-people">{step.people.map((p) => <Tag key={p.id} color="blue" data-testid="simulation-person">{p.name}</Tag>)}</div>
        : !step.skipped && <div className="flw-hint">{t('designer.flow.simulation.nobody')}</div>)}
      {step.note && <div className="flw-sim-note">{t(`designer.flow.simulation.notes.${step.note}`)}</div>}
    </div>
  );
}

/**
 * The simulation tab: sample values for the fields the flow decides on, an
 * initiator, and Run, which asks the server (`design/simulate`) to walk the
 * current unsaved flow. The steps show as a timeline and as the taken path on
 * a read-only copy of the canvas.
 */
export function SimulationPanel() {
  const texts = useFlowTexts();
  const { t, text } = texts;
  const fn = useDesignFunction();
  const post = useDesignerPost();
  const { users } = useDirectory();
  const flow = fn.flow as FlowDefinition | undefined;
  const fields = useMemo(() => (flow ? simulationFields(fn, flow) : []), [fn, flow]);
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [initiator, setInitiator] = useState<string | undefined>();
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<SimulationResult | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  if (!flow) return <Empty description={t('designer.flow.simulation.noFlow')} style={{ padding: '80px 0' }} />;

  const run = async () => {
    setRunning(true);
    setErrors([]);
    try {
      const known = Object.fromEntries(Object.entries(values).filter(([k]) => fields.some((f) => f.key === k)));
      setResult(await post<SimulationResult>('/api/fn/design/simulate', { function: fn, values: known, ...(initiator ? { initiator } : {}) }, { silent: true }));
    } catch (e) {
      const err = e as DesignerCallError;
      const list = (err.data as { reqFieldErrorList?: { message: string }[] } | null)?.reqFieldErrorList;
      setResult(null);
      setErrors(list?.length ? list.map((x) => x.message) : [err.message]);
    } finally {
      setRunning(false);
    }
  };

  const actions: CanvasActions = {
    readOnly: true, problems: new Map(), highlight: result ? takenPath(result.steps, result.result === 'end') : new Set(),
    open: noop, add: noop, remove: noop, addBranch: noop, removeBranch: noop, moveBranch: noop,
  };
  const items = result ? [
    ...result.steps.map((step) => ({ key: step.nodeId, color: designerNodeKindOf(step.type)?.colour, children: <StepContent step={step} texts={texts} /> })),
    {
      key: '__end', color: result.result === 'end' ? 'green' : 'red',
      children: <span data-testid="simulation-outcome">{t(`designer.flow.simulation.${result.result === 'end' ? 'end' : 'stopped'}`)}</span>,
    },
  ] : [];

  return (
    <Row gutter={16} className="flw-sim">
      <Col xs={24} lg={9}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Card size="small" title={t('designer.flow.simulation.values')}>
            <Form layout="vertical">
              {fields.map((f) => (
                <Form.Item key={f.key} label={text(f.title)}>
                  <ValueInput
                    kind={f.kind} options={f.options} testId={`simulation-value-${f.key}`} value={values[f.key]}
                    multiple={f.kind === 'user'} onChange={(v) => setValues({ ...values, [f.key]: v })}
                  />
                </Form.Item>
              ))}
              {!fields.length && <p className="flw-hint">{t('designer.flow.simulation.noValuesNeeded')}</p>}
              <Form.Item label={t('designer.flow.simulation.initiator')} extra={t('designer.flow.simulation.initiatorHint')}>
                <Select
                  allowClear showSearch optionFilterProp="label" virtual={false} data-testid="simulation-initiator" value={initiator}
                  placeholder={t('designer.flow.simulation.initiatorPlaceholder')} onChange={setInitiator}
                  options={users.map((u) => ({ value: u.userName, label: `${u.fullName} (${u.userName})` }))}
                />
              </Form.Item>
              <Button type="primary" icon={<PlayCircleOutlined />} loading={running} onClick={run} data-testid="simulation-run" block>
                {t('designer.flow.simulation.run')}
              </Button>
            </Form>
          </Card>
          <Card size="small" title={t('designer.flow.simulation.result')} data-testid="simulation-result">
            {errors.length > 0 && (
              <Alert type="error" showIcon message={t('designer.flow.simulation.failed')} data-testid="simulation-errors"
                description={<ul className="flw-sim-errors">{errors.map((m, i) => <li key={i}>{m}</li>)}</ul>} />
            )}
            {result ? <Timeline items={items} /> : !errors.length && <p className="flw-hint">{t('designer.flow.simulation.empty')}</p>}
          </Card>
        </Space>
      </Col>
      <Col xs={24} lg={15}>
        <div className="flw-canvas flw-sim-canvas" data-testid="simulation-canvas">
          <FlowCanvas fn={fn} flow={flow} actions={actions} />
        </div>
      </Col>
    </Row>
  );
}
