import { App } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Pack } from '../../../engine/index';
import { useDesignerPost, useMenusChanged, type DesignerCallError, type FunctionDesign, type FunctionRow } from '../../api';
import { designerPathOf } from '../paths';
import { downloadJson, packFileName, type RowAction } from '../model';
import { PublishBlocked, flowNodeNames, type PublishRefusal } from './PublishBlocked';

/**
 * What the row actions do. Errors the server explains (409 "has N records",
 * code exists ...) are toasted by the shell's client; a refused publish opens
 * a dialog listing the unfinished nodes.
 */
export function useFunctionActions(reload: () => unknown) {
  const post = useDesignerPost();
  const menusChanged = useMenusChanged();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const [versionsOf, setVersionsOf] = useState<FunctionRow | null>(null);
  const [scopesOf, setScopesOf] = useState<FunctionRow | null>(null);
  const [copyOf, setCopyOf] = useState<FunctionRow | null>(null);
  const msg = (key: string, params: Record<string, unknown>) => t(`designer.functions.messages.${key}`, params);

  const run = async (row: FunctionRow, action: RowAction, call: () => Promise<void>) => {
    setBusy(`${action}-${row.code}`);
    try {
      await call();
    } catch {
      // Toasted by the client.
    } finally {
      setBusy(null);
    }
  };

  const publish = (row: FunctionRow) => run(row, 'publish', async () => {
    try {
      const out = await post<{ version: number }>('/api/fn/design/publish', { code: row.code }, { silent: true });
      void message.success(msg('published', { name: row.name, version: out.version }));
      menusChanged();
      void reload();
    } catch (e) {
      const err = e as DesignerCallError;
      const refusal = err.data as PublishRefusal | null;
      if (err.code === 409 && refusal && (refusal.nodes?.length || refusal.problems?.length)) {
        const design = await post<FunctionDesign>('/api/fn/design/get', { code: row.code }, { silent: true }).catch(() => null);
        modal.confirm({
          title: t('designer.functions.publishBlocked.title'), width: 560, icon: null,
          content: <PublishBlocked refusal={refusal} names={flowNodeNames(design?.draft)} />,
          okText: t('designer.functions.publishBlocked.openFlow'), cancelText: t('designer.functions.publishBlocked.close'),
          onOk: () => navigate(`${designerPathOf(row.code)}?tab=flow`),
        });
      } else void message.error(err.message);
    }
  });

  const exportPack = (row: FunctionRow) => run(row, 'export', async () => {
    const pack = await post<Pack>('/api/fn/design/export', { codes: [row.code] });
    downloadJson(packFileName(row.code), pack);
    void message.success(msg('exported', { file: packFileName(row.code) }));
  });

  const simple = (row: FunctionRow, action: 'enable' | 'disable' | 'delete' | 'revoke') => run(row, action, async () => {
    await post(`/api/fn/design/${action}`, { code: row.code });
    void message.success(msg(action, { name: row.name }));
    menusChanged();
    void reload();
  });

  const copy = async (row: FunctionRow, newCode: string): Promise<boolean> => {
    try {
      await post('/api/fn/design/copy', { code: row.code, newCode });
      void message.success(msg('copied', { name: row.name, code: newCode }));
      setCopyOf(null);
      void reload();
      return true;
    } catch {
      return false;
    }
  };

  const perform = (row: FunctionRow, action: RowAction) => {
    switch (action) {
      case 'design': return navigate(designerPathOf(row.code));
      case 'publish': return void publish(row);
      case 'versions': return setVersionsOf(row);
      case 'scopes': return setScopesOf(row);
      case 'copy': return setCopyOf(row);
      case 'export': return void exportPack(row);
      default: return void simple(row, action);
    }
  };

  return {
    perform, copy, busy, versionsOf, closeVersions: () => setVersionsOf(null), scopesOf, closeScopes: () => setScopesOf(null),
    copyOf, closeCopy: () => setCopyOf(null),
  };
}
