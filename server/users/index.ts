export { registerUserRoutes } from './routes';
export { registerRoleRoutes } from './roles-routes';
