/**
 * The password-change dialog and the new-password and SMS-code fields it shares with the
 * forgotten-password page. Not part of the login folder: what its index exports sits in the
 * sign-in download, and these are needed only after sign-in or on their own page.
 */
export { PasswordChangeDialog } from './PasswordChangeDialog';
export { NewPasswordFields, SmsCodeField } from './PasswordFields';
