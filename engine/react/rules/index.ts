/** Business rules in the browser: validators, `x-when` reactions, defaults at form open and for new sub-table rows (docs/packs.md "Business rules"). */
export { withBusinessRules } from './businessSchema';
export { ruleValidator } from './ruleValidator';
export type { BrowserRuleRuntime, RuleFieldContext } from './ruleValidator';
export { createWhenReactions } from './whenReactions';
export { createRowDefaults } from './rowDefaults';
export { useBusinessRules, markNewRecordForm } from './useBusinessRules';
