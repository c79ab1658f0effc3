/** The dashboard page, loaded lazily by the router (runtime/router/lazyPages.ts). */
export { default } from './DashboardPage';
export { ChartCard } from './ChartCard';
export { listDashboards, getDashboardData } from './api';
export type { ChartData, ChartMeta, DashboardMeta } from './api';
