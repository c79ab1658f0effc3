import { createElement, lazy, type ComponentType, type ReactNode } from 'react';

type ConsolePageName = keyof typeof import('../system-management/index').consolePages;
type Props = { children?: ReactNode };

// The console module (its entry button, company switch, setup prompt) is not part of the
// sign-in download: its pages are reached through import() of the folder's index. Those are
// lazy components themselves, and React cannot resolve a lazy to a lazy, so each is rendered
// from a plain function component.
const page = (name: ConsolePageName) =>
  lazy(async () => {
    const Inner = (await import('../system-management/index')).consolePages[name] as ComponentType<Props>;
    return { default: (props: Props) => createElement(Inner, props) };
  });

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
