import React, { useEffect, useMemo, useState } from 'react';
import { App, Modal, Skeleton } from 'antd';
import { createForm } from '@formily/core';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, SchemaFormView, toSubmitValues } from '../../../engine/react/index';
import { currentLanguage } from '../../i18n';
import { isRequestError } from '../../request';
import { saveRecordOnce } from '../guardedCalls';
import { loadFunctionMeta } from '../metaCache';
import { type FunctionMeta, newRequestId } from '../../api';

export interface FillDialogProps {
  open: boolean;
  title: string;
  /** The function whose form opens. */
  targetForm: string;
  initialValues: Record<string, unknown>;
  onClose: () => void;
  onSaved: (id: string | number) => void;
}

/** "Fill form fields": the target function's form in a dialog, prefilled, saved with an `x-request-id`. */
export function FillDialog({ open, title, targetForm, initialValues, onClose, onSaved }: FillDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [meta, setMeta] = useState<FunctionMeta | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useMemo(() => createForm({ initialValues }), [initialValues]);
  // One id per dialog: pressing Save twice sends the same id, which the server refuses.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new dialog (new initialValues) is a new request
  const requestId = useMemo(() => newRequestId(), [initialValues]);
  useEffect(() => {
    if (open) loadFunctionMeta(targetForm).then(setMeta, () => setMeta(null));
  }, [open, targetForm]);

  const save = async () => {
    try {
      await form.validate();
    } catch {
      void message.error(t('form.invalid'));
      return;
    }
    setSaving(true);
    try {
      const saved = await saveRecordOnce(targetForm, toSubmitValues(form), undefined, requestId);
      void message.success(t('fnx.button.saved', { name: meta?.name ?? targetForm }));
      onSaved(saved.id);
    } catch (error) {
      if (isRequestError(error) && error.code === 14) applyServerFieldErrors(form, error.fieldErrors);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      width={960}
      onCancel={onClose}
      onOk={save}
      okText={t('fnx.button.ok')}
      cancelText={t('fnx.button.cancel')}
      okButtonProps={{ loading: saving, 'data-testid': 'fill-save' } as never}
      destroyOnClose
    >
      <div data-testid="fill-dialog-body">
        {meta ? <SchemaFormView meta={meta} form={form} lang={currentLanguage()} /> : <Skeleton active />}
      </div>
    </Modal>
  );
}
