import { AppstoreOutlined, BankOutlined, CalendarOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import React, { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { permittedFunctions } from '../../menu';
import { useSessionStore } from '../../stores';
import { DashboardCards } from './DashboardCards';
import { FunctionCard } from './FunctionCard';
import { greetingKey } from './greeting';

/** Welcome page: a greeting and a card per function the user may open. */
export default function WorkbenchPage() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const tenant = useSessionStore((s) => s.tenant);
  const menuTree = useSessionStore((s) => s.menuTree);
  const menuMap = useSessionStore((s) => s.menuMap);
  const functions = useMemo(() => permittedFunctions(menuTree, menuMap), [menuTree, menuMap]);

  return (
    <div className="workbench" data-testid="workbench">
      <section className="workbench-hero">
        <div>
          <h1 className="workbench-hero__title" data-testid="greeting">
            {t(greetingKey(new Date()), { name: user?.fullName ?? '' })}
          </h1>
          <p className="workbench-hero__subtitle">{t('workbench.subtitle')}</p>
        </div>
        <div className="workbench-hero__facts">
          {tenant?.corpName && (
            <div className="workbench-fact">
              <BankOutlined />
              <div>
                <div className="workbench-fact__label">{t('workbench.company')}</div>
                <div className="workbench-fact__value">{tenant.corpName}</div>
              </div>
            </div>
          )}
          <div className="workbench-fact">
            <CalendarOutlined />
            <div>
              <div className="workbench-fact__label">{t('workbench.today')}</div>
              <div className="workbench-fact__value">{dayjs().format('LL')}</div>
            </div>
          </div>
        </div>
      </section>

      <DashboardCards />

      <Card
        title={<span><AppstoreOutlined style={{ marginRight: 8, color: '#2563eb' }} />{t('workbench.apps')}</span>}
        extra={<Typography.Text type="secondary">{t('workbench.appsCount', { count: functions.length })}</Typography.Text>}
        className="workbench-apps"
      >
        {functions.length === 0 ? (
          <Empty description={t('workbench.empty')} />
        ) : (
          <Row gutter={[16, 16]}>
            {functions.map((trail) => (
              <Col key={trail.node.code} xs={24} sm={12} lg={8} xxl={6}>
                <FunctionCard trail={trail} />
              </Col>
            ))}
          </Row>
        )}
      </Card>
    </div>
  );
}
