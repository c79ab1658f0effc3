import { EditOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Space, Tag } from 'antd';
import { createForm } from '@formily/core';
import React, { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { SchemaFormView } from '../../../engine/react/index';
import { LoadFailed, PageHeader, PageLoading } from '../../components';
import { DocStateTag, FnButtons, FnServices, usePageTrail, useRecordMeta } from '../../fn';
import { useHasFlow, toPermittedSchema } from '../task-center';
import { RecordProcess } from './RecordProcess';
import { currentLanguage } from '../../i18n';
import { canDo, findMenuForPath } from '../../menu';
import { useSessionStore } from '../../stores';
import { RelatedRecords, relatedGroups } from './RelatedRecords';
import { useRecordDetail } from './useRecordDetail';

const when = (iso: string | undefined) => (iso ? iso.replace('T', ' ').slice(0, 16) : '-');

/**
 * A record read-only (`/fn/:code/:id/view`): every field's pretty view, the form of the
 * version it was written with, its configured buttons, and the related records of the
 * other forms.
 */
export default function FnDetailPage() {
  const { code = '', id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listPath = `/fn/${code}`;
  const [version, setVersion] = useState(0);
  const { detail, failed } = useRecordDetail(code, id, version);
  const record = detail?.record;
  const recordMeta = useRecordMeta(code, record ? record.fnVersion ?? undefined : null);
  // Someone reading through a task or a copy sees the form as their node shows it: hidden fields are not there.
  const perms = detail?.fieldPermissions;
  const meta = useMemo(
    () => (recordMeta && perms ? { ...recordMeta, form: toPermittedSchema(recordMeta.form as never, perms) } : recordMeta),
    [recordMeta, perms],
  );
  const form = useMemo(() => (record ? createForm({ initialValues: record.data, readPretty: true }) : null), [record]);
  const menuTree = useSessionStore((s) => s.menuTree);
  const menuMap = useSessionStore((s) => s.menuMap);
  const menuCode = findMenuForPath(menuTree, listPath)?.node.code;
  const crumbs = usePageTrail(listPath, meta?.name ?? code, t('fnx.detail.crumb'));
  const hasFlow = useHasFlow(code);

  if (failed) return <LoadFailed backTo={listPath} />;
  if (!record || !meta || !form) return <PageLoading />;

  const serialFields = meta.serialRules?.map((r) => r.field) ?? meta.fields.filter((f) => f.type === 'serial').map((f) => f.identifier);
  const serials = serialFields.map((f) => record.data[f]).filter(Boolean) as string[];
  const related = relatedGroups(meta, detail?.related);
  const actions = (
    <Space wrap>
      <FnButtons code={code} buttons={meta.buttons} record={record} onDone={() => setVersion((v) => v + 1)} />
      <Button icon={<PrinterOutlined />} onClick={() => navigate(`${listPath}/${record.id}/print`)} data-testid="detail-print">{t('print.print')}</Button>
      {canDo(menuCode, 'edit', menuMap) && (detail?.actions?.edit ?? true) && (
        <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(`${listPath}/${record.id}`)} data-testid="detail-edit">
          {t('fnx.detail.edit')}
        </Button>
      )}
    </Space>
  );

  return (
    <FnServices>
      <div className="page" data-testid={`detail-${code}`}>
        <PageHeader
          title={t('fnx.detail.title', { name: meta.name })}
          subtitle={(serials.length || hasFlow) ? (
            <Space>
              {hasFlow && <DocStateTag state={record.docState} />}
              {serials.map((s) => <Tag key={s} color="geekblue" data-testid="detail-serial">{s}</Tag>)}
            </Space>
          ) : undefined}
          crumbs={crumbs}
          extra={actions}
        />
        <Card className="page-card">
          <Descriptions size="small" column={4} data-testid="detail-info">
            <Descriptions.Item label={t('fnx.detail.createdBy')}>{record.createdByName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('fnx.detail.createdAt')}>{when(record.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('fnx.detail.updatedAt')}>{when(record.updatedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('fnx.detail.record')}>
              <Tag bordered={false} data-testid="detail-version">{t('fnx.detail.version', { version: record.fnVersion ?? meta.version ?? '-' })}</Tag>
            </Descriptions.Item>
          </Descriptions>
        </Card>
        {(hasFlow || detail?.process) && <RecordProcess docState={record.docState} process={detail?.process} />}
        <Card className="page-card form-card" data-testid="detail-record">
          <SchemaFormView meta={meta} form={form} lang={currentLanguage()} />
        </Card>
        {related.map((group) => <RelatedRecords key={group.associationId} group={group} record={record} />)}
      </div>
    </FnServices>
  );
}
