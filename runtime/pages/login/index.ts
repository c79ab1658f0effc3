export { LoginPage } from './LoginPage';
export { BrandMark } from './BrandMark';
export { BrandPanel } from './BrandPanel';
export { useSliderCheck, SliderCaptcha } from './SliderCaptcha';
export { PasswordChangeDialog } from './PasswordChangeDialog';
export { NewPasswordFields, SmsCodeField } from './PasswordFields';
export { SSO_STATE_KEY } from './SsoButton';
export { useEnterShell } from './useEnterShell';
export { safeRedirect } from './safeRedirect';
