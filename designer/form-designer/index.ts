/**
 * The form designer (issue 6 item 3): palette, canvas and property panel over
 * the function's Formily schema, every edit a named command of scope `form`.
 */
export { FormDesigner } from './ui/FormDesigner';
export { FORM_COMMANDS, registerFormCommands } from './commands';
export { addNode, moveNode, removeNode, duplicateNode } from './model/operations';
export type { AddParams, MoveParams, RemoveParams, DuplicateParams } from './model/operations';
export { updateField, pathAfterRename } from './model/updateField';
export type { UpdateParams } from './model/updateField';
export { updateGrid } from './model/updateGrid';
export type { GridParams } from './model/updateGrid';
export { readFieldProps } from './model/fieldProps';
export type { FieldProps, FieldChanges, ValidatorRule, LookupRef, OptionItem } from './model/fieldProps';
export { moveOption, nextOptionValue } from './model/options';
export { formOutline, flattenOutline, findInOutline } from './model/outline';
export type { CanvasNode } from './model/outline';
export { paletteEntries, PALETTE_GROUPS, fieldTypeOf } from './model/fieldKinds';
export type { PaletteKind, PaletteGroup, PaletteEntry } from './model/fieldKinds';
export { nextKey, nextTitle, checkIdentifier, checkTitle } from './model/naming';
export type { IdentifierProblem, TitleProblem } from './model/naming';
export { ruleValue, ruleMessage, setRule, setRuleMessage, setFormat, hasFormat } from './model/rules';
export { readReaction, writeReaction, expressionProblem, toExpressionText } from './model/reactions';
export type { ExpressionProblem, SimpleReaction } from './model/reactions';
export { planDrop } from './model/dropPlan';
export type { DragSource, DropTarget, DropPlan } from './model/dropPlan';
export { getNode, toId, fromId } from './model/tree';
export type { NodePath } from './model/tree';
