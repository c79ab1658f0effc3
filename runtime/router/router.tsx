import React, { Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router-dom';
import { PageLoading } from '../boot';
import { LoginPage } from '../pages/login';
import { ForgetPasswordPage, ServiceTermsPage, SsoCallbackPage, TenantSelectPage } from './lazyPages';
import { ApplicationRecordPage, BecomeAgentPage, DistributionCentrePage } from './lazyPages';
import { CurrentVersionPage, MessageCenterPage, NotFoundPage, RegisterPage, FnDetailPage, FnPrintPage, FnFormPage, FnListPage, DashboardPage, FunctionDevelopmentPage, ProcessOpsPage, TaskCenterPage, WorkbenchLayout, WorkbenchPage } from './lazyPages';
import { MenuGuard, MenuRoutePage } from './lazyPages';
import { RequireSession } from './RequireSession';
import { consolePages as cp } from './consolePages';
import { RouteError } from '../deploy';

const lazyPage = (element: React.ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

/** Routes of the shell: public /login and /404, everything else behind the session and menu guards. */
export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  { path: '/404', element: lazyPage(<NotFoundPage standalone />), errorElement: <RouteError /> },
  { path: '/login-new-tenant', element: lazyPage(<RegisterPage />), errorElement: <RouteError /> },
  { path: '/forget-psd', element: lazyPage(<ForgetPasswordPage />), errorElement: <RouteError /> },
  { path: '/login-tenant', element: lazyPage(<TenantSelectPage />), errorElement: <RouteError /> },
  { path: '/loading-login-sso', element: lazyPage(<SsoCallbackPage />), errorElement: <RouteError /> },
  { path: '/service-terms', element: lazyPage(<ServiceTermsPage />), errorElement: <RouteError /> },
  {
    // The system-management console (spec 000 section 2.6), its own layout in its own tab.
    path: '/system-management',
    errorElement: <RouteError />,
    element: (
      <RequireSession>
        {lazyPage(
          <cp.ConsoleLayout>
            <MenuGuard>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </MenuGuard>
          </cp.ConsoleLayout>,
        )}
      </RequireSession>
    ),
    children: [
      { index: true, element: <cp.ConsoleHome /> },
      { path: 'sys-user-manage', element: <cp.UsersPage /> },
      { path: 'sys-role-manage', element: <cp.RolesPage /> },
      { path: 'menu-management', element: <cp.MenusPage /> },
      { path: 'sys-dict-manage', element: <cp.DictsPage /> },
      { path: 'department-management', element: <cp.DepartmentsPage /> },
      { path: 'post-management', element: <cp.PostsPage /> },
      { path: 'synchronous-log', element: <cp.OperationLogPage /> },
      { path: 'sys-qiye-set', element: <cp.CompanyPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: '/',
    errorElement: <RouteError />,
    element: (
      <RequireSession>
        {lazyPage(
          <WorkbenchLayout>
            <MenuGuard>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </MenuGuard>
          </WorkbenchLayout>,
        )}
      </RequireSession>
    ),
    // A failed page (a chunk gone after a deploy) shows its prompt inside the layout.
    children: [{
      errorElement: <RouteError />,
      children: [
        { index: true, element: <Navigate to="/workbench" replace /> },
        { path: 'workbench', element: <WorkbenchPage /> },
        { path: 'fn/:code', element: <FnListPage /> },
        { path: 'dashboard/:fn/:code', element: <DashboardPage /> },
        { path: 'fn/:code/new', element: <FnFormPage /> },
        { path: 'fn/:code/:id', element: <FnFormPage /> },
        { path: 'fn/:code/:id/view', element: <FnDetailPage /> },
        { path: 'fn/:code/:id/print', element: <FnPrintPage /> },
        { path: 'task-center', element: <Navigate to="/task-center/pending-trial" replace /> },
        { path: 'task-center/:tab', element: <TaskCenterPage /> },
        { path: 'process-config/function-development', element: <FunctionDevelopmentPage /> },
        { path: 'process-config/function-development/:code', element: <FunctionDevelopmentPage /> },
        { path: 'process-config/:page', element: <ProcessOpsPage /> },
        { path: 'msg-center', element: <Navigate to="/msg-center/msg-new" replace /> },
        { path: 'msg-center/:tab', element: <MessageCenterPage /> },
        { path: 'current-version', element: <CurrentVersionPage /> },
        { path: 'become-agent', element: <BecomeAgentPage /> },
        { path: 'contract-manage/person-application-record', element: <ApplicationRecordPage /> },
        { path: 'distribution-centre', element: <DistributionCentrePage /> },
        { path: '*', element: <MenuRoutePage /> },
      ],
    }],
  },
]);
