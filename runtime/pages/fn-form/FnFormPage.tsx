import { App, Button, Card, Result, Space } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { revealFirstError, SchemaFormView } from '../../../engine/react/index';
import { LoadFailed, PageHeader, PageLoading } from '../../components';
import { FnServices, useFunctionMeta, usePageTrail, useRecordMeta } from '../../fn';
import { currentLanguage } from '../../i18n';
import { resubmit, submitForApproval } from '../../api';
import { useHasFlow } from '../task-center';
import { submitRecord } from './submitRecord';
import { useRecordForm } from './useRecordForm';
import { useSubmitGuard } from './useSubmitGuard';

/** Generated form of a function (new or edit) in a card with Submit and Cancel. */
export default function FnFormPage() {
  const { code = '', id } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const listPath = `/fn/${code}`;
  const { meta: currentMeta, loading, failed: metaFailed } = useFunctionMeta(code);
  const { form, failed, fnVersion, docState, locked, resubmitId } = useRecordForm(code, id);
  // A record opens with the version of the function it was written with.
  const versionMeta = useRecordMeta(code, id && form ? fnVersion : null);
  const meta = id ? versionMeta : currentMeta;
  const [blocked, block] = useSubmitGuard();
  const [saving, setSaving] = useState(false);
  const hasFlow = useHasFlow(code);
  const title = meta ? t(id ? 'form.editTitle' : 'form.newTitle', { name: meta.name }) : '';
  const crumbs = usePageTrail(listPath, meta?.name ?? code, t(id ? 'form.edit' : 'form.new'));

  if (metaFailed || failed) return <LoadFailed backTo={listPath} />;
  if (loading || !meta || !form) return <PageLoading />;

  if (id && locked) {
    return (
      <div className="page" data-testid={`form-${code}`}>
        <PageHeader title={title} crumbs={crumbs} />
        <Card className="page-card" data-testid="form-locked">
          <Result
            status="warning"
            title={t('records.locked.title')}
            subTitle={docState === 'recalled' || docState === 'rejected'
              ? t('records.locked.returned')
              : t('records.locked.body', { state: t(`records.docState.${docState ?? 'draft'}`) })}
            extra={<Button type="primary" onClick={() => navigate(`${listPath}/${id}/view`)} data-testid="form-locked-back">{t('records.locked.back')}</Button>}
          />
        </Card>
      </div>
    );
  }

  const submit = async (forApproval = false) => {
    block();
    setSaving(true);
    let savedId: string | number | undefined;
    let serial = '';
    const outcome = await submitRecord(form, code, id, (saved, serials) => { savedId = saved; serial = Object.values(serials).join(' · '); }).finally(() => setSaving(false));
    if (outcome === 'saved' && forApproval && savedId !== undefined) {
      // Saved but not submitted stays on the list as a draft; the request layer shows why.
      // A record handed back to its initiator goes on with its own process; anything else starts one.
      const send = resubmitId !== undefined ? () => resubmit(resubmitId) : () => submitForApproval(code, savedId!);
      const started = await send().then(() => true, () => false);
      void message.success(t(started ? 'taskCenter.submittedForApproval' : 'form.saved'));
      navigate(listPath);
    } else if (outcome === 'saved') {
      void message.success(serial ? t('fnx.form.savedSerial', { serial }) : t('form.saved'));
      navigate(listPath);
    } else if (outcome === 'invalid') {
      void message.error(t('form.invalid'));
      // The first field in error may be far below, in a group not mounted yet.
      void revealFirstError(form);
    }
  };

  return (
    <FnServices>
    <div className="page" data-testid={`form-${code}`}>
      <PageHeader title={title} crumbs={crumbs} />
      <Card className="page-card form-card">
        <SchemaFormView meta={meta} form={form} lang={currentLanguage()} />
        <div className="form-actions">
          <Space>
            <Button onClick={() => navigate(listPath)} data-testid="form-cancel">{t('form.cancel')}</Button>
            <Button type={hasFlow ? 'default' : 'primary'} onClick={() => submit()} disabled={blocked && !saving} loading={saving} data-testid="form-submit">
              {t('form.submit')}
            </Button>
            {hasFlow && (
              <Button type="primary" onClick={() => submit(true)} disabled={blocked && !saving} loading={saving} data-testid="form-submit-approval">
                {t('taskCenter.saveAndSubmit')}
              </Button>
            )}
          </Space>
        </div>
      </Card>
    </div>
    </FnServices>
  );
}
