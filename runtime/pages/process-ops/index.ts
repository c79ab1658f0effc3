/** The process ops page, loaded lazily by the router (runtime/router/lazyPages.ts). */
export { default } from './ProcessOpsPage';
