/**
 * The designer: admins build, change and publish functions (spec 001
 * "/process-config"). The shell loads these pages lazily and wraps them in
 * {@link DesignerApiProvider}.
 */
export { DesignerApiProvider } from './api';
export type { DesignerPost } from './api';
export { registerDesignerTexts, designerResources } from './i18n';
export { FunctionDesignerPage } from './shell';
export { FunctionListPage, NewFunctionPage, FUNCTION_LIST_PATH } from './functions';
export { registerDesignerNodeKind } from './flow-designer';
export type { DesignerNodeKind } from './flow-designer';
