export { registerDashboardRoutes } from './routes';
export { dashboardPath, parseDashboardPath } from './path';
