import { lazy } from 'react';

/** The console and its pages load on demand (the workbench never downloads them). */
export const ConsoleLayout = lazy(() => import('./ConsoleLayout'));
export const ConsoleHome = lazy(() => import('./ConsoleHome'));
export const UsersPage = lazy(() => import('./pages/UsersPage'));
export const RolesPage = lazy(() => import('./pages/RolesPage'));
export const MenusPage = lazy(() => import('./pages/MenusPage'));
export const DictsPage = lazy(() => import('./pages/DictsPage'));
export const DepartmentsPage = lazy(() => import('./pages/DepartmentsPage'));
export const PostsPage = lazy(() => import('./pages/PostsPage'));
export const OperationLogPage = lazy(() => import('./pages/OperationLogPage'));
export const CompanyPage = lazy(() => import('./pages/CompanyPage'));
