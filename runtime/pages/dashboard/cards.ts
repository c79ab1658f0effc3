/**
 * The chart cards and their data, for pages that show dashboards' charts (the workbench): a light
 * entry beside the index, which also brings the dashboard page with its filters and forms.
 */
export { ChartCard } from './ChartCard';
export { listDashboards, getDashboardData } from './api';
export type { ChartData, ChartMeta, DashboardMeta } from './api';
