export { registerRegistrationRoutes } from './routes';
export { registerMobileLoginRoutes } from './mobile-login';
