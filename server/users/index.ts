export { registerUserRoutes } from './routes';
export { registerRoleRoutes } from './roles-routes';
export { registerScopeRoutes } from './scope-routes';
