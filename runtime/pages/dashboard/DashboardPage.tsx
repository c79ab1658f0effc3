import { Col, Row } from 'antd';
import React, { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LoadFailed, PageHeader, PageLoading } from '../../components';
import { getDashboard, getDashboardData, type ChartData, type DashboardMeta } from './api';
import { ChartCard } from './ChartCard';
import { DashboardFilters } from './DashboardFilters';
import { toDashboardFilters } from './filters';

/** A pack's dashboard: its filters and its charts, the figures grouped and summed by the server. */
export default function DashboardPage() {
  const { fn = '', code = '' } = useParams();
  const { t, i18n } = useTranslation();
  const [meta, setMeta] = useState<DashboardMeta | null>(null);
  const [failed, setFailed] = useState(false);
  const [data, setData] = useState<Map<string, ChartData> | null>(null);
  const [filters, setFilters] = useState<Record<string, unknown>>({});

  useEffect(() => {
    let live = true;
    setMeta(null);
    setFailed(false);
    getDashboard(fn, code).then((m) => live && setMeta(m), () => live && setFailed(true));
    return () => { live = false; };
  }, [fn, code, i18n.language]);

  const load = useCallback(async (f: Record<string, unknown>) => {
    setData(null);
    try {
      const res = await getDashboardData(fn, code, { filters: f });
      setData(new Map(res.charts.map((c) => [c.code, c])));
    } catch {
      setFailed(true);
    }
  }, [fn, code]);

  useEffect(() => { if (meta) void load(filters); }, [meta, filters, load]);

  if (failed) return <LoadFailed backTo="/workbench" />;
  if (!meta) return <PageLoading />;
  const numbers = meta.charts.filter((c) => c.kind === 'number');
  const others = meta.charts.filter((c) => c.kind !== 'number');
  return (
    <div className="dashboard-page" data-testid="dashboard-page">
      <PageHeader title={meta.name} subtitle={meta.description} crumbs={[{ title: t('dashboard.crumb') }, { title: meta.name }]} />
      <DashboardFilters filters={meta.filters} onSearch={(values) => setFilters(toDashboardFilters(meta.filters, values))} />
      <Row gutter={[16, 16]} className="dashboard-grid">
        {numbers.map((c) => (
          <Col key={c.code} xs={24} sm={12} lg={Math.max(6, Math.floor(24 / numbers.length))}>
            <ChartCard meta={c} data={data?.get(c.code)} />
          </Col>
        ))}
        {others.map((c) => (
          <Col key={c.code} xs={24} lg={c.span === 2 ? 24 : 12}>
            <ChartCard meta={c} data={data?.get(c.code)} />
          </Col>
        ))}
      </Row>
    </div>
  );
}
