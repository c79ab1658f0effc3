/**
 * The password-change dialog and the new-password fields it shares with the forgotten-password
 * page (the SMS-code field is the sign-in page's own, re-exported here). Not part of the login
 * folder: what its index exports sits in the sign-in download, and these are needed only after
 * sign-in or on their own page.
 */
export { PasswordChangeDialog } from './PasswordChangeDialog';
export { NewPasswordFields } from './PasswordFields';
export { SmsCodeField } from '../login';
