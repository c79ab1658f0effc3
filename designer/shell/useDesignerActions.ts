import { App } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesignerPost, useMenusChanged, type DesignerCallError, type FunctionState } from '../api';
import { designStore } from '../state';
import { PublishBlocked, flowNodeNames, type PublishRefusal } from '../functions';
import { translationsToSave } from '../texts';

/** Loading, saving and publishing the open function against the design API. */
export function useDesignerActions(code: string, onBlocked: () => void) {
  const post = useDesignerPost();
  const menusChanged = useMenusChanged();
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [state, setState] = useState<{ state: FunctionState; version: number | null } | null>(null);

  const saveDraft = async (): Promise<boolean> => {
    const { fn, locales } = designStore.getState();
    if (!fn) return false;
    const answer = await post<{ state: FunctionState }>('/api/fn/design/save', { function: fn, locales: translationsToSave(fn, locales) }).catch(() => null);
    if (!answer) return false;
    designStore.getState().markSaved();
    setState((s) => ({ state: answer.state, version: s?.version ?? null }));
    return true;
  };

  const showBlocked = (refusal: PublishRefusal) => {
    modal.error({
      title: t('designer.common.publishBlocked'),
      width: 560,
      okButtonProps: { 'data-testid': 'publish-blocked-ok' } as never,
      content: React.createElement(PublishBlocked, { refusal, names: flowNodeNames(designStore.getState().fn) }),
    });
    onBlocked();
  };

  const publish = async () => {
    setBusy('publish');
    try {
      if (!(await saveDraft())) return;
      const answer = await post<{ version: number; state: FunctionState }>('/api/fn/design/publish', { code }, { silent: true });
      setState({ state: answer.state, version: answer.version });
      menusChanged();
      void message.success(t('designer.common.published', { version: answer.version }));
    } catch (error) {
      const e = error as DesignerCallError;
      const data = (e.data ?? {}) as PublishRefusal;
      if (data.nodes || data.problems) showBlocked(data);
      else void message.error(e.message);
    } finally {
      setBusy(null);
    }
  };

  const confirmPublish = () => modal.confirm({
    title: t('designer.common.publishConfirm.title'),
    content: t('designer.common.publishConfirm.content'),
    okButtonProps: { 'data-testid': 'publish-confirm' } as never,
    onOk: () => { void publish(); },
  });

  const save = async () => {
    setBusy('save');
    try {
      if (await saveDraft()) void message.success(t('designer.common.saved'));
    } finally {
      setBusy(null);
    }
  };

  return { busy, state, setState, save, confirmPublish };
}
