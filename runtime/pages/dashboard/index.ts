/** The dashboard page, loaded lazily by the router (runtime/router/lazyPages.ts). */
export { default } from './DashboardPage';
export { ChartCard, listDashboards, getDashboardData } from './cards';
export type { ChartData, ChartMeta, DashboardMeta } from './cards';
