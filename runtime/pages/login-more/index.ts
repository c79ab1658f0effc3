export { ForgetPasswordPage } from './ForgetPasswordPage';
export { TenantSelectPage } from './TenantSelectPage';
export { SsoCallbackPage } from './SsoCallbackPage';
export { ServiceTermsPage } from './ServiceTermsPage';
