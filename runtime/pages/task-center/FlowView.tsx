import { Skeleton, Steps } from 'antd';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportBpmn, type ProcessRow, type TaskRecord } from '../../api';
import { toFlowSteps, type FlowStep } from './flowSteps';

export interface FlowViewProps {
  instance: ProcessRow;
  history: TaskRecord[];
}

const ENDED = new Set(['approved', 'rejected', 'canceled', 'interventionEnded']);

/** The flow as a vertical list of its nodes: passed ones done, the current one highlighted. */
export function FlowView({ instance, history }: FlowViewProps) {
  const { t } = useTranslation();
  const [steps, setSteps] = useState<FlowStep[] | null>(null);
  useEffect(() => {
    let alive = true;
    exportBpmn(instance.functionCode).then(
      ({ xml }) => alive && setSteps(toFlowSteps(xml).filter((s) => s.kind !== 'exclusiveGateway')),
      () => alive && setSteps([]),
    );
    return () => {
      alive = false;
    };
  }, [instance.functionCode]);
  if (!steps) return <Skeleton active paragraph={{ rows: 3 }} />;

  const current = new Set((instance.currentNodes ?? []).map((n) => n.nodeId));
  const passed = new Set(history.filter((h) => h.operatedAt).map((h) => h.nodeId));
  const ended = ENDED.has(instance.state);
  const list = steps.length ? steps : (instance.currentNodes ?? []).map((n) => ({ id: n.nodeId, name: n.nodeName, kind: 'userTask' as const }));
  const currentIndex = list.findIndex((s) => current.has(s.id));
  const statusOf = (s: FlowStep, i: number): 'finish' | 'process' | 'wait' | 'error' => {
    if (current.has(s.id)) return instance.state === 'abnormal' ? 'error' : 'process';
    if (s.kind === 'startEvent') return 'finish';
    if (s.kind === 'endEvent') return instance.state === 'approved' ? 'finish' : 'wait';
    if (ended && instance.state === 'approved') return 'finish';
    if (passed.has(s.id) && (currentIndex < 0 || i < currentIndex)) return 'finish';
    return 'wait';
  };
  const people = (s: FlowStep) => [...new Set(history.filter((h) => h.nodeId === s.id).map((h) => h.operator))].join(', ');
  return (
    <div data-testid="drawer-flow">
      <Steps
        direction="vertical"
        size="small"
        items={list.map((s, i) => ({
          status: statusOf(s, i),
          title: (
            <span data-testid={`flow-node-${s.id}`} data-current={current.has(s.id) ? 'true' : 'false'} className={current.has(s.id) ? 'tc-flow__current' : ''}>
              {s.kind === 'endEvent' ? t('taskCenter.flow.end') : s.name}
            </span>
          ),
          description: [
            s.kind === 'sendTask' ? t('taskCenter.flow.cc') : s.kind === 'startEvent' ? t('taskCenter.flow.start') : '',
            current.has(s.id) ? t('taskCenter.flow.current') : '',
            people(s),
          ].filter(Boolean).join(' · '),
        }))}
      />
    </div>
  );
}
