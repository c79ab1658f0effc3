export { PageLoading } from './PageLoading';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps, Crumb } from './PageHeader';
export { LanguageSwitch } from './LanguageSwitch';
export { IdleLockOverlay } from './IdleLockOverlay';
export { LoadFailed } from './LoadFailed';
