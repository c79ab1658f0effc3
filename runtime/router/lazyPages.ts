import { lazy } from 'react';

// Everything behind sign-in loads on demand so /login never downloads Formily or the shell.
export const WorkbenchLayout = lazy(() => import('../layout/WorkbenchLayout'));
export const WorkbenchPage = lazy(() => import('../pages/workbench/WorkbenchPage'));
export const FnListPage = lazy(() => import('../pages/fn-list/FnListPage'));
export const FnFormPage = lazy(() => import('../pages/fn-form/FnFormPage'));
export const FnDetailPage = lazy(() => import('../pages/fn-detail/FnDetailPage'));
export const TaskCenterPage = lazy(() => import('../pages/task-center/TaskCenterPage'));
export const ProcessOpsPage = lazy(() => import('../pages/process-ops/ProcessOpsPage'));
export const FunctionDevelopmentPage = lazy(() => import('../pages/designer/FunctionDevelopmentPage'));
export const RegisterPage = lazy(() => import('../pages/register/RegisterPage'));
