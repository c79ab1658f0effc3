/** The pack: its types, the meta-schema and pack validation. */
export type { ButtonConfig, CustomField, FieldType, FormSchema, ListColumn, ListConfig, LookupItem, MenuPosition, Pack, PackFunction, PackMenu, MenuView, ViewFilterValue, WhereRange, PackRole, PathError, ScopeAction, ScopeReach, RelatedForm, SearchItem, SearchRule, SerialRule,
  ExpressionRule, WhenConditions, Dashboard, DashboardChart, ChartMeasure, ChartKind, MeasureOp, ReferenceConfig, ActionEvent, PackAction, StateFieldConfig, PrintLayout } from './types';
export { validatePack } from './validatePack';
export { collectTexts, TEXT_LANGS } from './functionTexts';
export type { FunctionText, TextArea, TextLang } from './functionTexts';
export { lookupOptions, lookupTreeProblems, LOOKUP_PATH_SEPARATOR } from './lookupTree';
export { packMetaSchema } from './metaSchema';
export type { PackDemo, DemoDepartment, DemoGrant, DemoRecord, DemoStep } from './demo';
export { dashboardFunction } from './dashboardChecks';
export { SHELL_ROUTE_SEGMENTS } from './menuPaths';
export { resolveViewFilters, resolveRelativeDate, isWhereRange } from './menuViews';
