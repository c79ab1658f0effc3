/** The fn detail page, loaded lazily by the router (runtime/router/lazyPages.ts). */
export { default } from './FnDetailPage';
export { useRecordDetail } from './useRecordDetail';
