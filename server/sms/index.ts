export { createOutboxSmsProvider } from './provider';
export type { SmsProvider, SmsMessage } from './provider';
export { sendCode, checkCode, RESEND_AFTER_MS } from './codes';
