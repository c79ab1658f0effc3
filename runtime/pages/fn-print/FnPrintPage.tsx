import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import React, { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { FieldValue, SignatureImage } from '../../../engine/react/index';
import type { FormSchema } from '../../../engine/index';
import type { ProcessDetail } from '../../api';
import { LoadFailed, PageLoading } from '../../components';
import { FnServices, useRecordMeta } from '../../fn';
import { post } from '../../request';
import { useSessionStore } from '../../stores';
import { useRecordDetail } from '../fn-detail';
import { actionText, formatTime, toPermittedSchema } from '../task-center';
import { printModel, printRows, type PrintField, type PrintLayoutMeta } from './printModel';
import './print.css';

type Options = { label: string; value: string | number }[];
const optionsOf = (s: FormSchema) => (Array.isArray(s.enum) ? (s.enum as Options) : []);
const propsOf = (s: FormSchema) => (s['x-component-props'] ?? {}) as Record<string, unknown>;

function Value({ field, value }: { field: PrintField; value: unknown }) {
  if (field.type === 'signature') return <SignatureImage value={value as never} height={56} />;
  return <FieldValue type={field.type ?? fallbackType(field.schema)} value={value} options={optionsOf(field.schema)} props={propsOf(field.schema)} />;
}

/** Sub-table columns carry no declared type: money and numbers are read from their component. */
function fallbackType(schema: FormSchema): string | undefined {
  const c = String(schema['x-component'] ?? '');
  if (c === 'MoneyInput') return 'money';
  if (c === 'UserPicker') return 'user';
  if (c === 'DatePicker') return 'date';
  return undefined;
}

function SubTable({ field, rows }: { field: PrintField; rows: unknown }) {
  const { t } = useTranslation();
  const list = Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
  return (
    <table className="print-sub">
      <thead><tr><th className="print-sub__no">#</th>{field.columns!.map((c) => <th key={c.key}>{c.title}</th>)}</tr></thead>
      <tbody>
        {list.length ? list.map((row, i) => (
          <tr key={i}><td className="print-sub__no">{i + 1}</td>{field.columns!.map((c) => <td key={c.key}><Value field={c} value={row?.[c.key]} /></td>)}</tr>
        )) : <tr><td colSpan={field.columns!.length + 1} className="print-empty">{t('print.noRows')}</td></tr>}
      </tbody>
    </table>
  );
}

/**
 * A record as a printed A4 business document (`/fn/:code/:id/print`): heading,
 * the fields the reader may see (the server already left hidden ones out; the
 * page drops their place too), the approval history with opinions, and the
 * signatures. The browser prints it (`@media print` keeps only the sheet).
 */
export default function FnPrintPage() {
  const { code = '', id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { detail, failed } = useRecordDetail(code, id, 0);
  const record = detail?.record;
  const meta = useRecordMeta(code, record ? record.fnVersion ?? undefined : null);
  const tenant = useSessionStore((s) => s.tenant);
  const user = useSessionStore((s) => s.user);
  const [process, setProcess] = useState<ProcessDetail | null>(null);
  const pid = detail?.process?.processInstanceId;
  useEffect(() => {
    if (pid === undefined) return undefined;
    let alive = true;
    post<ProcessDetail>('/api/bpm/businessProcessDetailV2', { processInstanceId: pid }, { silent: true }).then((d) => alive && setProcess(d), () => undefined);
    return () => {
      alive = false;
    };
  }, [pid]);
  const perms = detail?.fieldPermissions;
  const model = useMemo(() => {
    if (!meta) return null;
    const form = (perms ? toPermittedSchema(meta.form as never, perms) : meta.form) as FormSchema;
    return printModel(form, meta.fields, (meta as { print?: PrintLayoutMeta }).print);
  }, [meta, perms]);

  if (failed) return <LoadFailed backTo={`/fn/${code}`} />;
  if (!record || !meta || !model) return <PageLoading />;

  const layout = (meta as { print?: PrintLayoutMeta }).print;
  const serial = meta.fields.filter((f) => f.type === 'serial').map((f) => record.data[f.identifier]).find(Boolean) as string | undefined;
  const history = (process?.history ?? []).filter((r) => r.state !== 'waiting');
  const signed = history.filter((r) => r.state === 'approved');
  const now = new Date();
  return (
    <FnServices>
      <div className="print-page" data-testid="print-page">
        <Space className="print-toolbar">
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(`/fn/${code}/${record.id}/view`)}>{t('print.back')}</Button>
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="print-now">{t('print.print')}</Button>
        </Space>
        <article className="print-sheet" data-testid="print-sheet">
          <header className="print-head">
            <div className="print-corp">{tenant?.corpName ?? ''}</div>
            <h1 className="print-title">{layout?.title || meta.name}</h1>
            <div className="print-meta">
              <span>{t('print.number')}: <b data-testid="print-number">{serial || detail?.process?.applicationNo || record.id}</b></span>
              <span>{t('print.state')}: <b data-testid="print-state">{t(`records.docState.${record.docState ?? 'draft'}`)}</b></span>
              <span>{t('print.applicant')}: <b>{record.createdByName ?? '-'}</b></span>
              <span>{t('print.createdAt')}: <b>{record.createdAt?.slice(0, 10) ?? '-'}</b></span>
            </div>
          </header>
          {model.sections.map((section, i) => (
            <section key={i} className="print-section">
              {section.title && <h2 className="print-section__title">{section.title}</h2>}
              <table className={`print-grid print-grid--${model.columns}`}>
                <tbody>
                  {printRows(section.fields, model.columns).map((row, r) => (
                    <tr key={r}>
                      {row.map((f, c) => (
                        <React.Fragment key={f.key}>
                          <th data-testid={`print-label-${f.key}`}>{f.title}</th>
                          <td data-testid={`print-value-${f.key}`} colSpan={c === row.length - 1 ? (model.columns - row.length) * 2 + 1 : 1}>
                            {f.columns ? <SubTable field={f} rows={record.data[f.key]} /> : <Value field={f} value={record.data[f.key]} />}
                          </td>
                        </React.Fragment>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
          {model.history && history.length > 0 && (
            <section className="print-section" data-testid="print-history">
              <h2 className="print-section__title">{t('print.history')}</h2>
              <table className="print-sub print-history">
                <thead><tr><th>{t('print.node')}</th><th>{t('print.approver')}</th><th>{t('print.action')}</th><th>{t('print.opinion')}</th><th>{t('print.time')}</th></tr></thead>
                <tbody>
                  {history.map((r) => (
                    <tr key={r.taskId}>
                      <td>{r.nodeName}</td><td>{r.operator}</td><td>{actionText(r, t)}</td>
                      <td className="print-opinion">{r.opinion || '-'}</td><td className="print-time">{formatTime(r.operatedAt ?? r.receivedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
          {(model.signatures.length > 0 || signed.length > 0) && (
            <section className="print-signs" data-testid="print-signatures">
              {model.signatures.map((f) => (
                <div key={f.key} className="print-sign">
                  <div className="print-sign__label">{f.title}</div>
                  <div className="print-sign__ink"><Value field={f} value={record.data[f.key]} /></div>
                </div>
              ))}
              {signed.map((r) => (
                <div key={r.taskId} className="print-sign">
                  <div className="print-sign__label">{r.nodeName}</div>
                  <div className="print-sign__ink print-sign__name">{r.operator}</div>
                  <div className="print-sign__date">{formatTime(r.operatedAt)}</div>
                </div>
              ))}
            </section>
          )}
          <footer className="print-foot">
            <span>{t('print.printedBy', { name: user?.fullName ?? '' })}</span>
            <span>{t('print.printedAt', { time: formatTime(now.toISOString()) })}</span>
          </footer>
        </article>
      </div>
    </FnServices>
  );
}
