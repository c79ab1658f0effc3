import { Card, Empty, Skeleton, Statistic, Table, Typography } from 'antd';
import React, { Suspense, lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartData, ChartMeta, MeasureMeta } from './api';
import { chartOption } from './chartOption';
import './dashboard.css';
import { formatFigure } from './format';

// The chart library comes with the first drawn chart, in its own chunk.
const EChart = lazy(() => import('./EChart'));

export function useMeasureLabel() {
  const { t } = useTranslation();
  return (m: MeasureMeta) => m.label ?? t(`dashboard.op.${m.op}`);
}

function NumberBody({ meta, data }: { meta: ChartMeta; data: ChartData }) {
  const { i18n } = useTranslation();
  const label = useMeasureLabel();
  const values = data.groups[0]?.values ?? [];
  return (
    <div className="dashboard-number">
      {meta.measures.map((m, i) => (
        <Statistic key={i} title={meta.measures.length > 1 ? label(m) : undefined}
          value={formatFigure(m, values[i] ?? 0, i18n.language)} data-testid={`chart-${meta.code}-value`} />
      ))}
    </div>
  );
}

function TableBody({ meta, data }: { meta: ChartMeta; data: ChartData }) {
  const { t, i18n } = useTranslation();
  const label = useMeasureLabel();
  const columns = [
    { key: 'g', title: meta.group?.label, dataIndex: 'label', render: (v: string | null) => v ?? t('dashboard.none') },
    ...meta.measures.map((m, i) => ({
      key: `m${i}`, title: label(m), align: 'right' as const,
      render: (_: unknown, row: ChartData['groups'][number]) => formatFigure(m, row.values[i] ?? 0, i18n.language),
    })),
  ];
  return <Table size="small" pagination={false} rowKey={(r) => String(r.key)} columns={columns} dataSource={data.groups} />;
}

/** A readable summary of the plotted figures (the canvas itself is an image). */
function summary(meta: ChartMeta, data: ChartData, none: string, locale: string): string {
  return data.groups.map((g) => `${g.label ?? none}: ${meta.measures.map((m, i) => formatFigure(m, g.values[i] ?? 0, locale)).join(' / ')}`).join('; ');
}

function GraphBody({ meta, data, height }: { meta: ChartMeta; data: ChartData; height: number }) {
  const { t, i18n } = useTranslation();
  const label = useMeasureLabel();
  const none = t('dashboard.none');
  const locale = i18n.language;
  const option = useMemo(
    () => chartOption(meta, data, { measure: (i) => label(meta.measures[i]!), none, figure: (m, v) => formatFigure(m, v, locale) }),
    [meta, data, none, locale], // eslint-disable-line react-hooks/exhaustive-deps
  );
  return (
    <div role="img" aria-label={summary(meta, data, none, locale)} data-testid={`chart-${meta.code}-graph`}>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
        <EChart option={option} height={height} />
      </Suspense>
    </div>
  );
}

export interface ChartCardProps {
  meta: ChartMeta; data?: ChartData; height?: number; extra?: React.ReactNode;
  /** A line above the title saying where the chart comes from (the workbench names its dashboard). */
  source?: string;
}

/** One chart of a dashboard: a number card, a table or a drawn chart, with its title. */
export function ChartCard({ meta, data, height = 280, extra, source }: ChartCardProps) {
  const { t, i18n } = useTranslation();
  const empty = data && meta.kind !== 'number' && data.groups.length === 0;
  const title = source
    ? <><span className="dashboard-chart__source" data-testid={`chart-${meta.code}-source`}>{source}</span>{meta.title}</>
    : meta.title;
  return (
    <Card title={title} extra={extra} className={`dashboard-chart dashboard-chart--${meta.kind}`} data-testid={`chart-${meta.code}`} size="small">
      {!data ? <Skeleton active paragraph={{ rows: meta.kind === 'number' ? 1 : 4 }} />
        : empty ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noData')} />
          : meta.kind === 'number' ? <NumberBody meta={meta} data={data} />
            : meta.kind === 'table' ? <TableBody meta={meta} data={data} />
              : <GraphBody meta={meta} data={data} height={height} />}
      {data?.partial && <Typography.Text type="secondary" className="dashboard-chart__note" data-testid={`chart-${meta.code}-partial`}>{t('dashboard.partial', { rows: (data.window ?? 0).toLocaleString(i18n.language) })}</Typography.Text>}
      {data?.truncated && <Typography.Text type="secondary" className="dashboard-chart__note">{t('dashboard.truncated', { count: data.groups.length })}</Typography.Text>}
    </Card>
  );
}
