/** The fn list page, loaded lazily by the router (runtime/router/lazyPages.ts). */
export { default } from './FnListPage';
