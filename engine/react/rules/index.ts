/** Business rules in the browser: validators, `x-when` reactions, defaults at form open (docs/packs.md "Business rules"). */
export { withBusinessRules } from './businessSchema';
export { ruleValidator } from './ruleValidator';
export type { BrowserRuleRuntime, RuleFieldContext } from './ruleValidator';
export { createWhenReactions } from './whenReactions';
export { useBusinessRules, markNewRecordForm } from './useBusinessRules';
