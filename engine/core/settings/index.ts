/** System-settings form rules shared by the console screens and the server. */
export { checkField, checkSettingsForm, checkPasswordPolicy, isCreditCode, PASSWORD_PATTERN, MOBILE_PATTERN, CODE_PATTERN } from './rules';
export type { SettingsProblem, SettingsRuleCode, FieldRule, RuleKind, PasswordPolicy } from './rules';
export { SETTINGS_FORMS } from './forms';
export type { SettingsFormName } from './forms';
