export { registerUserRoutes } from './routes';
