/** The deployed version check, the failed-chunk prompt and the browser error log (spec 000 sections 4.2, 8.3). */
export { checkDeployedVersion, fetchDeployedVersion, BUNDLE_VERSION } from './versionCheck';
export { isChunkLoadError } from './chunkErrors';
export { installErrorLogger, reportScriptError } from './errorLogger';
export { RouteError } from './RouteError';
