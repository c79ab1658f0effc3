export { registerRegistrationRoutes } from './routes';
