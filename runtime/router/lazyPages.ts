import { lazy } from 'react';

// Everything behind sign-in loads on demand so /login never downloads Formily or the shell.
export const WorkbenchLayout = lazy(() => import('../layout/index').then((m) => ({ default: m.ResponsiveLayout })));
// The menu guard and the menu-route resolver read function contexts (runtime/fn, the engine): shell-only code.
export const MenuGuard = lazy(() => import('./MenuGuard').then((m) => ({ default: m.MenuGuard })));
export const MenuRoutePage = lazy(() => import('./MenuRoutePage').then((m) => ({ default: m.MenuRoutePage })));
export const WorkbenchPage = lazy(() => import('../pages/workbench/index'));
export const FnListPage = lazy(() => import('../pages/fn-list/index').then((m) => ({ default: m.ResponsiveFnList })));
export const DashboardPage = lazy(() => import('../pages/dashboard/index'));
export const FnFormPage = lazy(() => import('../pages/fn-form/index'));
export const FnDetailPage = lazy(() => import('../pages/fn-detail/index'));
export const FnPrintPage = lazy(() => import('../pages/fn-print/index'));
export const TaskCenterPage = lazy(() => import('../pages/task-center/index').then((m) => ({ default: m.ResponsiveTaskCenter })));
export const ProcessOpsPage = lazy(() => import('../pages/process-ops/index'));
export const FunctionDevelopmentPage = lazy(() => import('../pages/designer/index').then((m) => ({ default: m.ResponsiveFunctionDevelopment })));
export const NotFoundPage = lazy(() => import('../pages/not-found/index').then((m) => ({ default: m.NotFoundPage })));
export const RegisterPage = lazy(() => import('../pages/register/index'));
export const MessageCenterPage = lazy(() => import('../pages/message-center/index'));
export const CurrentVersionPage = lazy(() => import('../pages/current-version/index'));
// Sign-in pages beyond the form itself (issue 16 item 3).
export const ForgetPasswordPage = lazy(() => import('../pages/login-more/index').then((m) => ({ default: m.ForgetPasswordPage })));
export const TenantSelectPage = lazy(() => import('../pages/login-more/index').then((m) => ({ default: m.TenantSelectPage })));
export const SsoCallbackPage = lazy(() => import('../pages/login-more/index').then((m) => ({ default: m.SsoCallbackPage })));
export const ServiceTermsPage = lazy(() => import('../pages/login-more/index').then((m) => ({ default: m.ServiceTermsPage })));
// The agent programme (spec 000 sections 2.4 and 4.4).
export const BecomeAgentPage = lazy(() => import('../pages/agent/index').then((m) => ({ default: m.BecomeAgentPage })));
export const ApplicationRecordPage = lazy(() => import('../pages/agent/index').then((m) => ({ default: m.ApplicationRecordPage })));
export const DistributionCentrePage = lazy(() => import('../pages/agent/index').then((m) => ({ default: m.DistributionCentrePage })));
