export { FunctionDesignerPage } from './FunctionDesignerPage';
export { DESIGNER_TABS, scopeOfTab, isDesignerTab } from './tabs';
export type { DesignerTab } from './tabs';
