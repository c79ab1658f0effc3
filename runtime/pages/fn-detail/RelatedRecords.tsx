import { Card, Empty, Table, Tag } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { pageRecords } from '../../api';
import type { FunctionMeta, RecordRow } from '../../api';
import { fieldLabel, fieldOptions, fieldProps, fieldType, loadFunctionMeta } from '../../fn';
import type { DetailAnswer, FnMeta, RelatedFormMeta } from '../../fn';
import { FieldValue } from '../../../engine/react/index';

const PAGE_SIZE = 10;

/** One related form of a record: what the server sent (`detail.related`) or what `meta.relatedForms` names. */
export interface RelatedGroup {
  form: string;
  associationId: string;
  title?: string;
  records?: RecordRow[];
  /** For reading them when the server did not send them. */
  relatedForm?: RelatedFormMeta;
}

/** The related forms to show, in display order: the server's `related` answer, else the meta's enabled related forms. */
export function relatedGroups(meta: FnMeta, related: DetailAnswer['related']): RelatedGroup[] {
  if (Array.isArray(related)) {
    return related.map((r) => ({ form: r.form, associationId: r.associationId ?? r.form, title: r.title ?? r.name, records: r.records }));
  }
  return [...(meta.relatedForms ?? [])].filter((r) => r.state !== 'disabled').sort((a, b) => a.order - b.order)
    .map((rf) => ({ form: rf.form, associationId: rf.associationId, records: related?.[rf.associationId] ?? related?.[rf.form], relatedForm: rf }));
}

export interface RelatedRecordsProps {
  group: RelatedGroup;
  record: RecordRow;
}

/**
 * One related form on a record's detail page: the other function's records whose
 * association field equals this record's current-form field.
 */
export function RelatedRecords({ group, record }: RelatedRecordsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [meta, setMeta] = useState<FunctionMeta | null>(null);
  const [rows, setRows] = useState<RecordRow[] | null>(null);
  const rf = group.relatedForm;
  const key = rf ? record.data[rf.currentField] : undefined;
  useEffect(() => {
    loadFunctionMeta(group.form).then(setMeta, () => setMeta(null));
  }, [group.form]);
  useEffect(() => {
    if (group.records) return setRows(group.records);
    if (!rf || key === undefined || key === null || key === '') return setRows([]);
    let alive = true;
    pageRecords(group.form, { current: 1, size: 50, filters: { [rf.associationField]: key } })
      .then((p) => alive && setRows(p.records), () => alive && setRows([]));
    return () => {
      alive = false;
    };
  }, [group, rf, key]);

  const columns = meta ? [...meta.list.columns].filter((c) => c.showInList).sort((a, b) => (a.order ?? 0) - (b.order ?? 0)).map((c) => ({
    key: c.field,
    title: fieldLabel(meta, c.field),
    dataIndex: ['data', c.field],
    render: (v: unknown) => <FieldValue type={fieldType(meta, c.field)} value={v} options={fieldOptions(meta, c.field)} props={fieldProps(meta, c.field)} />,
  })) : [];

  return (
    <Card
      className="page-card"
      title={<span><LinkOutlined /> {group.title ?? meta?.name ?? group.form}</span>}
      extra={<Tag bordered={false}>{rows?.length ?? 0}</Tag>}
      data-testid={`related-${group.form}`}
    >
      <Table<RecordRow>
        size="small"
        rowKey="id"
        loading={!rows || !meta}
        columns={columns}
        dataSource={rows ?? []}
        pagination={(rows?.length ?? 0) > PAGE_SIZE ? { pageSize: PAGE_SIZE } : false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fnx.detail.noRelated')} /> }}
        onRow={(row) => ({ onClick: () => navigate(`/fn/${group.form}/${row.id}/view`), style: { cursor: 'pointer' } })}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
