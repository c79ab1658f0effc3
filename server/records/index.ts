export { registerRecordRoutes } from './routes';
