import { lazy } from 'react';

// Everything behind sign-in loads on demand so /login never downloads Formily or the shell.
export const WorkbenchLayout = lazy(() => import('../layout/index'));
export const WorkbenchPage = lazy(() => import('../pages/workbench/index'));
export const FnListPage = lazy(() => import('../pages/fn-list/index'));
export const FnFormPage = lazy(() => import('../pages/fn-form/index'));
export const FnDetailPage = lazy(() => import('../pages/fn-detail/index'));
export const FnPrintPage = lazy(() => import('../pages/fn-print/index'));
export const TaskCenterPage = lazy(() => import('../pages/task-center/index'));
export const ProcessOpsPage = lazy(() => import('../pages/process-ops/index'));
export const FunctionDevelopmentPage = lazy(() => import('../pages/designer/index'));
export const NotFoundPage = lazy(() => import('../pages/not-found/index').then((m) => ({ default: m.NotFoundPage })));
export const RegisterPage = lazy(() => import('../pages/register/index'));
export const MessageCenterPage = lazy(() => import('../pages/message-center/index'));
