export { PageLoading, LanguageSwitch } from '../boot';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps, Crumb } from './PageHeader';
export { IdleLockOverlay } from './IdleLockOverlay';
export { LoadFailed } from './LoadFailed';
export { useIsPhone } from './useIsPhone';
export { PullToRefresh, LoadMore } from './phone';
