export { registerDesignRoutes } from './routes';
export type { FunctionState } from './context';
export { collectLookups } from './export';
