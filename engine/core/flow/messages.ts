/**
 * The catalogue of flow problems: each code is an i18n key (spec 001 sections
 * 5 and 8), each text the English default with `{{param}}` placeholders.
 */
export const flowMessages = {
  'flow.versionUnsupported': 'Unsupported flow version {{version}}',
  'flow.nodeNotConfigured': 'This node is not configured',
  'flow.idRequired': 'The node has no id',
  'flow.idDuplicated': 'The id "{{id}}" is used more than once',
  'flow.nodeNameRequired': 'The node name is required',
  'flow.approverRequired': 'Select an approval object',
  'flow.approverInvalid': 'The approval object is incomplete',
  'flow.methodRequired': 'Select an approval method',
  'flow.countersignPercent': 'Countersign needs a percentage from 1 to 100',
  'flow.emptyApproverRequired': 'Choose what happens when no approver is found',
  'flow.ccRecipientsEmpty': 'Select a CC recipient',
  'flow.initiatorsEmpty': 'The initiator must not be empty',
  'flow.routeBranchesTooFew': 'A route needs at least two branches',
  'flow.priorityRequired': 'Priority is required (a whole number from 1)',
  'flow.priorityDuplicated': 'Priority cannot be duplicated',
  'flow.defaultDuplicated': 'A route may have only one default branch',
  'flow.conditionMissing': 'At least one condition must be added',
  'flow.conditionFieldRequired': 'Choose a field for the condition',
  'flow.operatorUnknown': 'Unknown operator "{{op}}"',
  'flow.operatorNotForField': 'The operator "{{op}}" does not apply to {{field}}',
  'flow.conditionValueInvalid': 'The value does not suit the operator "{{op}}"',
  'flow.unknownField': 'Unknown field {{field}}',
  'flow.permissionInvalid': 'Unknown field permission "{{access}}"',
} as const;

/** A flow problem code (an i18n key). */
export type FlowProblemCode = keyof typeof flowMessages;

/** Parameters filled into a message. */
export type FlowMessageParams = Record<string, string | number>;

/** The English text of `code` with `params` filled in. */
export function formatFlowMessage(code: FlowProblemCode, params: FlowMessageParams = {}): string {
  return flowMessages[code].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole);
}
