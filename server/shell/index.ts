/** Shell services: the deployed version and the browser error log (spec 000 sections 7.3, 8.3). */
export { registerVersionRoute, readBuildVersion, BUILD_VERSION_FILE } from './version';
export { registerErrorLoggerRoutes } from './error-logger';
