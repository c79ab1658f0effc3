import { BarChartOutlined } from '@ant-design/icons';
import { Col, Row } from 'antd';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChartCard, getDashboardData, listDashboards, type ChartData, type ChartMeta, type DashboardMeta } from '../dashboard/cards';

interface Card { board: DashboardMeta; chart: ChartMeta; data?: ChartData }

/** The workbench cards of the dashboards the user may open (the server lists only those): each board's chosen charts. */
export function DashboardCards() {
  const { t, i18n } = useTranslation();
  const [cards, setCards] = useState<Card[]>([]);
  useEffect(() => {
    let live = true;
    void (async () => {
      const boards = await listDashboards().catch(() => [] as DashboardMeta[]);
      const chosen = boards.flatMap((board) => board.charts.filter((c) => board.workbench.includes(c.code)).map((chart) => ({ board, chart })));
      // Number cards first, so they fill the top row together; the charts follow two by two.
      chosen.sort((a, b) => Number(b.chart.kind === 'number') - Number(a.chart.kind === 'number'));
      if (live) setCards(chosen);
      const answers = await Promise.all(boards.filter((b) => b.workbench.length).map((b) =>
        getDashboardData(b.fn, b.code, { charts: b.workbench }).then((r) => ({ b, r }), () => undefined)));
      const data = new Map(answers.flatMap((a) => (a ? a.r.charts.map((c) => [`${a.b.path}|${c.code}`, c] as const) : [])));
      if (live) setCards(chosen.map((c) => ({ ...c, data: data.get(`${c.board.path}|${c.chart.code}`) })));
    })();
    return () => { live = false; };
  }, [i18n.language]);
  if (!cards.length) return null;
  const numbers = cards.filter((c) => c.chart.kind === 'number').length;
  // Number cards share one row; charts take half of it.
  const numberSpan = Math.max(6, Math.floor(24 / Math.max(numbers, 1)));
  return (
    <section className="workbench-dashboards" data-testid="workbench-dashboards">
      <h2 className="workbench-dashboards__title"><BarChartOutlined /> {t('dashboard.workbenchTitle')}</h2>
      <Row gutter={[16, 16]}>
        {cards.map(({ board, chart, data }) => (
          <Col key={`${board.path}|${chart.code}`} xs={24} md={12} xl={chart.kind === 'number' ? numberSpan : 12}>
            <ChartCard meta={chart} source={board.name} data={data} height={220}
              extra={<Link to={board.path} data-testid={`open-${board.code}`}>{t('dashboard.open')}</Link>} />
          </Col>
        ))}
      </Row>
    </section>
  );
}
