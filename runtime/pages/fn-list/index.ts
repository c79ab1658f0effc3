/** The fn list page, loaded lazily by the router (runtime/router/lazyPages.ts). */
export { default } from './FnListPage';
export { SearchControl } from './SearchControl';
export { default as ResponsiveFnList } from './phone/index';
