import React, { useMemo, useState } from 'react';
import { Alert, Button, Card } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { createForm } from '@formily/core';
import { useTranslation } from 'react-i18next';
import { resolveTexts, toLang, toPackLang } from '../../../engine/index';
import { EngineServicesProvider, SchemaFormView } from '../../../engine/react/index';
import { useDesignerPost } from '../../api';
import { useDesign, useDesignFunction } from '../../state';
import { createPreviewServices } from './previewServices';

/** The form as staff will see it, rendered by the engine from the schema being edited; nothing typed here is saved. */
export function FormPreview() {
  const { t, i18n } = useTranslation();
  const post = useDesignerPost();
  const fn = useDesignFunction();
  const locales = useDesign((s) => s.locales);
  const [round, setRound] = useState(0);
  const packLang = toPackLang(toLang(i18n.language));
  const locale = useMemo(() => locales[packLang] ?? {}, [locales, packLang]);
  const meta = useMemo(() => ({ form: resolveTexts(fn.form, locale) as Record<string, unknown>, code: fn.code }), [fn.form, fn.code, locale]);
  // A new form per schema and per "clear": Formily keeps field state in the form.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- meta and round are the keys of a fresh form
  const form = useMemo(() => createForm({ validateFirst: true }), [meta, round]);
  const services = useMemo(() => createPreviewServices(post, t), [post, t]);
  return (
    <div className="fd-preview" data-testid="form-preview">
      <Alert type="info" showIcon className="fd-preview__hint" message={t('designer.form.preview.hint')}
        action={<Button size="small" icon={<ReloadOutlined />} onClick={() => setRound((r) => r + 1)} data-testid="form-preview-reset">{t('designer.form.preview.reset')}</Button>} />
      <Card className="fd-preview__card" bordered={false}>
        <EngineServicesProvider services={services}>
          <SchemaFormView key={round} meta={meta} form={form} lang={toLang(i18n.language)} />
        </EngineServicesProvider>
      </Card>
      <div className="fd-preview__actions">
        <Button onClick={() => void form.validate().catch(() => undefined)} data-testid="form-preview-validate">{t('designer.form.preview.validate')}</Button>
      </div>
    </div>
  );
}
