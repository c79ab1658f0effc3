import { Alert, List, Tag, Typography } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { walkFlow, type FlowDefinition, type PackFunction } from '../../../engine/index';
import type { PublishProblem } from '../../api';

/** What a refused publish answers (409 `data`). */
export interface PublishRefusal { nodes?: string[]; problems?: PublishProblem[] }

/** Node names by id, from the function's flow (ids stand in for nodes it cannot name). */
export function flowNodeNames(fn: PackFunction | null | undefined): Map<string, string> {
  const names = new Map<string, string>();
  const flow = fn?.flow as FlowDefinition | undefined;
  if (flow?.root) walkFlow(flow.root, (node) => { if (node.id && node.name) names.set(node.id, node.name); });
  return names;
}

/** The unfinished nodes of a refused publish and what is missing at each. */
export function PublishBlocked({ refusal, names }: { refusal: PublishRefusal; names: Map<string, string> }) {
  const { t } = useTranslation();
  const problems = refusal.problems ?? [];
  const nodes = [...new Set([...(refusal.nodes ?? []), ...problems.flatMap((p) => (p.nodeId ? [p.nodeId] : []))])];
  const general = problems.filter((p) => !p.nodeId);
  return (
    <div data-testid="publish-blocked">
      <Typography.Paragraph type="secondary">{t('designer.functions.publishBlocked.intro')}</Typography.Paragraph>
      <List
        size="small" bordered header={<strong>{t('designer.functions.publishBlocked.nodes')}</strong>}
        dataSource={nodes}
        renderItem={(id) => (
          <List.Item data-testid={`publish-blocked-node-${id}`}>
            <div>
              <Tag color="orange">{names.get(id) || id}</Tag>
              <ul className="fnd-blocked__problems">
                {problems.filter((p) => p.nodeId === id).map((p, i) => <li key={i}>{p.message}</li>)}
              </ul>
            </div>
          </List.Item>
        )}
      />
      {general.map((p, i) => <Alert key={i} className="fnd-blocked__general" type="warning" showIcon message={p.message} />)}
    </div>
  );
}
