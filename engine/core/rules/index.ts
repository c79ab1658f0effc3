/** Rules the designer and the server both check, once, as coded `{path, code}` problems. */
export { IDENTIFIER_PATTERN, FUNCTION_CODE_PATTERN, isFieldIdentifier, isFunctionCode } from './patterns';
export {
  buttonProblems, serialRuleProblems, relatedFormProblems, functionConfigProblems, SERIAL_RESETS, MAX_PADDING,
} from './configRules';
export type { ConfigProblem, ConfigProblemCode } from './configRules';
