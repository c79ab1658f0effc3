/** The designer page, loaded lazily by the router (runtime/router/lazyPages.ts). */
export { default } from './FunctionDevelopmentPage';
export { default as ResponsiveFunctionDevelopment } from './phone/index';
