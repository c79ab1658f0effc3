import { App, Button, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDesignerPost, type DesignerCallError } from '../../api';
import { FUNCTION_LIST_PATH, designerPathOf } from '../paths';
import {
  emptyFunctionInfo, hasErrors, newFunction, toInfoErrors, validateFunctionInfo, type FunctionInfo, type InfoErrors,
} from '../model';
import { FunctionInfoForm } from './FunctionInfoForm';
import { useInfoChoices } from './useInfoChoices';

/**
 * The new-function wizard (spec 001 "new development"): the basics a function
 * needs, saved as a draft with an empty form; the designer opens next.
 */
export function NewFunctionPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const post = useDesignerPost();
  const choices = useInfoChoices();
  const [info, setInfo] = useState<FunctionInfo>(emptyFunctionInfo);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<InfoErrors>({});
  const [busy, setBusy] = useState(false);
  const errors: InfoErrors = checked ? { ...serverErrors, ...validateFunctionInfo(info, { requireCode: true }) } : {};

  const change = (patch: Partial<FunctionInfo>) => {
    setInfo((prev) => ({ ...prev, ...patch }));
    if (Object.keys(serverErrors).length) setServerErrors({});
  };

  const submit = async () => {
    setChecked(true);
    if (hasErrors(validateFunctionInfo(info, { requireCode: true }))) {
      void message.error(t('designer.functions.wizard.fixErrors'));
      return;
    }
    setBusy(true);
    try {
      const fn = newFunction(info);
      await post('/api/fn/design/save', { function: fn, create: true }, { silent: true });
      void message.success(t('designer.functions.wizard.created', { code: fn.code }));
      navigate(designerPathOf(fn.code));
    } catch (e) {
      const err = e as DesignerCallError;
      if (err.code === 14) {
        const { errors: fieldErrors, other } = toInfoErrors(err.data);
        setServerErrors(fieldErrors);
        void message.error(other.length ? other.join('\n') : t('designer.functions.wizard.fixErrors'));
      } else if (err.code === 409) {
        setServerErrors({ code: 'codeTaken' });
        void message.error(err.message);
      } else void message.error(err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="fnd-page fnd-wizard" data-testid="fn-wizard">
      <div className="fnd-page__header">
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => navigate(FUNCTION_LIST_PATH)} data-testid="wizard-back" />
        <div>
          <Typography.Title level={4} className="fnd-page__title">{t('designer.functions.wizard.title')}</Typography.Title>
          <Typography.Text type="secondary">{t('designer.functions.wizard.subtitle')}</Typography.Text>
        </div>
      </div>
      <FunctionInfoForm
        value={info} onChange={change} errors={errors} mode="new" testIdPrefix="wizard"
        directories={choices.directories} roles={choices.roles} rolesAvailable={choices.rolesAvailable}
      />
      <div className="fnd-wizard__footer">
        <Space>
          <Button onClick={() => navigate(FUNCTION_LIST_PATH)} data-testid="wizard-cancel">{t('designer.functions.wizard.cancel')}</Button>
          <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="wizard-submit">{t('designer.functions.wizard.submit')}</Button>
        </Space>
      </div>
    </div>
  );
}
