import { lazy, type ComponentType, type ReactNode } from 'react';

type ConsolePageName = keyof typeof import('../system-management/index').consolePages;

// The console module (its entry button, company switch, setup prompt) is not part of the
// sign-in download: its pages are reached through import() of the folder's index.
const page = (name: ConsolePageName) =>
  lazy(async () => ({
    default: (await import('../system-management/index')).consolePages[name] as ComponentType<{ children?: ReactNode }>,
  }));

/** The system-management console's layout and pages, each loaded on first visit. */
export const consolePages = {
  ConsoleLayout: page('ConsoleLayout'),
  ConsoleHome: page('ConsoleHome'),
  UsersPage: page('UsersPage'),
  RolesPage: page('RolesPage'),
  MenusPage: page('MenusPage'),
  DictsPage: page('DictsPage'),
  DepartmentsPage: page('DepartmentsPage'),
  PostsPage: page('PostsPage'),
  OperationLogPage: page('OperationLogPage'),
  CompanyPage: page('CompanyPage'),
};
