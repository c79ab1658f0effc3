/**
 * Functions (spec 001 "/process-config", issue 6 items 1, 2 and 8): the
 * function list with its actions and pack export, the new-function wizard and
 * the designer's basic-information tab. Registers the `info.update` command.
 */
import './model/infoCommand';

export { FunctionListPage } from './list/FunctionListPage';
export { NewFunctionPage } from './info/NewFunctionPage';
export { BasicInfoPanel } from './info/BasicInfoPanel';
export { FUNCTION_LIST_PATH, NEW_FUNCTION_PATH, designerPathOf } from './paths';
export { PublishBlocked, flowNodeNames } from './list/PublishBlocked';
export type { PublishRefusal } from './list/PublishBlocked';
