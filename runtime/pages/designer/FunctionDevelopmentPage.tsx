import { App } from 'antd';
import React, { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import type { DesignerPost } from '../../../designer/index';
import { post } from '../../request';
import { reloadMenus } from '../../session';
import { PageLoading } from '../../components';
import { useTaskBadgeStore } from '../../stores';

const designerPost: DesignerPost = (url, body, options) => post(url, body, options);
const refreshMenus = () => { void reloadMenus().catch(() => undefined); };

/** The designer is a chunk of its own: the runtime reaches it only through this import() (lint holds it). */
const Designer = lazy(async () => {
  const designer = await import('../../../designer/index');
  designer.registerDesignerTexts();
  const { DesignerApiProvider, FunctionDesignerPage, FunctionListPage, NewFunctionPage } = designer;
  function DesignerPages({ code }: { code: string | undefined }) {
    return (
      <DesignerApiProvider post={designerPost} onMenusChanged={refreshMenus}>
        {code === undefined ? <FunctionListPage /> : code === 'new' ? <NewFunctionPage /> : <FunctionDesignerPage />}
      </DesignerApiProvider>
    );
  }
  return { default: DesignerPages };
});

/**
 * Function development (spec 001 "/process-config"): the function list, the
 * new-function wizard (`new`) and the designer of one function (`:code`).
 * Administrators only; the server refuses everybody else as well.
 */
export default function FunctionDevelopmentPage() {
  const { code } = useParams();
  const isAdmin = useTaskBadgeStore((s) => s.isProcessAdmin);
  const { message } = App.useApp();
  const { t } = useTranslation();
  useEffect(() => {
    if (isAdmin === null) void useTaskBadgeStore.getState().checkProcessAdmin();
    if (isAdmin === false) void message.warning(t('guard.noPermission'));
  }, [isAdmin, message, t]);
  if (isAdmin === null) return <PageLoading />;
  if (!isAdmin) return <Navigate to="/workbench" replace />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Designer code={code} />
    </Suspense>
  );
}
