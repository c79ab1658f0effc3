/**
 * The schema pack: the JSON an implementer ships. `engine/core/pack/pack.schema.json`
 * (JSON Schema 2020-12) is the authority; these types mirror it.
 * Texts may be i18n keys resolved through the pack's locales, or literals.
 */
export type MenuPosition = 'LEFT_TREE' | 'LEFT_BOTTOM' | 'UNDER_HEAD' | 'UPPER_RIGHT';

export type FieldType =
  | 'text' | 'textarea' | 'number' | 'money' | 'percent' | 'date' | 'datetime'
  | 'dateRange' | 'select' | 'radio' | 'checkbox' | 'switch' | 'user' | 'department'
  | 'attachment' | 'subTable' | 'serial' | 'relatedRecord' | 'signature'
  | 'password' | 'time' | 'timeRange' | 'treeSelect' | 'cascader' | 'transfer' | 'selectTable';

/** A lookup entry; `parent` (another item's code) makes the lookup a tree (asset classes). */
export interface LookupItem { code: string; name: string; parent?: string }

export interface PackMenu {
  /** M... for a module, S... for a sub-page. */
  code: string;
  parent?: string | null;
  name: string;
  icon?: string;
  position: MenuPosition;
  sort: number;
  /** The function this menu opens (its list page). */
  function?: string;
  /** Or the dashboard this menu opens (a dashboard code of one of the pack's functions). */
  dashboard?: string;
  /**
   * The route the function's list opens at, in its spec route group
   * (`/asset-management/assets-borrow`); without it the list is at `/fn/<function>`.
   */
  path?: string;
  /** What of the function's list this menu shows (docs/packs.md "Menu views"); the server applies it. */
  view?: MenuView;
}

/** A fixed search value: as the list's search takes it, or `{ "$date": days }`, a date relative to today. */
export type ViewFilterScalar = string | number | null | { $date: number };
export type ViewFilterValue = ViewFilterScalar | [ViewFilterScalar, ViewFilterScalar];

/**
 * A menu's view of its function's list: fixed search values the client cannot remove,
 * a narrower data scope (never wider than the caller's own), and the columns it shows.
 */
export interface MenuView {
  /** Search field -> fixed value (by the field's search rule; ranges as `[from, to]`). */
  filters?: Record<string, ViewFilterValue>;
  /** Only records these scopes reach (any of them), inside the caller's own scope. */
  scope?: ScopeReach[];
  /** Leave out the caller's own records (created by them, or naming them in the owner field). */
  others?: boolean;
  /** List columns shown, in this order (default: the list's). */
  columns?: string[];
}

export interface CustomField {
  name: string;
  type: FieldType;
  identifier: string;
  /** Searchable fields get an index when the function version is published. */
  searchable?: boolean;
  /** No two records of the function in one tenant hold the same non-empty value (a unique index). */
  unique?: boolean;
}

export interface ListColumn { field: string; showInList: boolean; sort?: boolean; width?: number; order?: number }
export interface ListConfig { columns: ListColumn[]; defaultSort?: { field: string; order: 'asc' | 'desc' } }

export type SearchRule = 'exact' | 'fuzzy' | 'range' | 'period';
export interface SearchItem { field: string; control?: string; rule: SearchRule }

export interface ButtonConfig {
  name: string; state: 'enabled' | 'disabled'; action: 'fill' | 'workflow';
  targetForm?: string; fills?: { from: string; to: string; mode: 'default' | 'current' }[];
  dialogTitle: string; colour: string;
}

export interface SerialRule {
  field: string; prefix?: string; codingKeywords?: string[]; formFieldKeywords?: string[];
  start?: number; step?: number; padding: number; reset: 'never' | 'daily' | 'monthly' | 'yearly';
}

export interface RelatedForm {
  form: string; order: number; associationId: string; currentField: string;
  associationField: string; state: 'enabled' | 'disabled';
}

/** A Formily JSON schema node (type / properties / items / x-component / x-validator ...). */
export interface FormSchema {
  type?: string;
  title?: string;
  properties?: Record<string, FormSchema>;
  items?: FormSchema;
  required?: boolean | string[];
  [key: string]: unknown;
}

/** An expression rule: `expression` must hold, else `message` on `fields` (per row of `each`). */
export interface ExpressionRule { expression: string; message: string; fields?: string[]; each?: string }

/** `x-when` on a form node: conditions that make the field required, hidden or read-only. */
export interface WhenConditions { required?: string; hidden?: string; readOnly?: string }

/** `x-reference` on a related-record form node. */
export interface ReferenceConfig {
  fn: string; multiple?: boolean; filter?: string; labelField?: string; searchField?: string;
  columns?: { field: string; title?: string }[];
  /** The target belongs to another pack the tenant may lack: there the field is left out of the form and a value is refused. */
  optional?: boolean;
}

/** The document events actions run on. */
export type ActionEvent = 'submitted' | 'approved' | 'rejected' | 'canceled' | 'nodeCompleted';

/** One action of a function (docs/packs.md "actions"). */
export interface PackAction {
  on: ActionEvent; node?: string; kind: 'set' | 'update' | 'adjust' | 'create';
  when?: string; each?: string; ref?: string; fn?: string;
  set?: Record<string, string>; map?: Record<string, string>;
  field?: string; add?: string; subtract?: string;
  guard?: string; message?: string; fields?: string[];
  /** Skip the action when its target function is not installed (a module that works with or without another pack). */
  optional?: boolean;
}

/** `stateField`: the module's own state, written only by actions. */
export interface StateFieldConfig { field: string; initial: string; colors?: Record<string, string> }

/** A second- or third-level category of a function: its name, description and icon. */
export interface FunctionCategory { name: string; description?: string; icon?: string }

export interface FunctionCategories { parent?: string; second?: FunctionCategory; third?: FunctionCategory }

export interface PackFunction {
  code: string;
  name: string;
  businessType: string;
  formType: string;
  displayStyle: string;
  permissionRequired: boolean;
  menu: {
    displayName: string;
    directory: string;
    /** Role codes that get the function's menu on publish (when permission is required). */
    roles?: string[];
  };
  description?: string;
  /** Where the function is filed (spec 001 "new function": parent, second- and third-level categories). */
  categories?: FunctionCategories;
  fields: CustomField[];
  form: FormSchema;
  list: ListConfig;
  search: SearchItem[];
  buttons?: ButtonConfig[];
  serialRules?: SerialRule[];
  relatedForms?: RelatedForm[];
  flow?: unknown;
  /** Form rules (docs/packs.md "Business rules"). */
  rules?: ExpressionRule[];
  /** What document events do to this and other records. */
  actions?: PackAction[];
  /** The module's own document state: a select field only actions write. */
  stateField?: StateFieldConfig;
  /** The record's printed page (A4); absent: generated from the form. */
  print?: PrintLayout;
  /**
   * A user field naming whom the record is about (a payslip's employee): that user
   * reads it as their own (the `own` scope of view and export covers it besides the
   * creator's records). Writing stays with the creator's scope.
   */
  ownerField?: string;
  /** Charts over this function's records (docs/packs.md "Dashboards"). */
  dashboards?: Dashboard[];
}

export type ChartKind = 'bar' | 'line' | 'pie' | 'number' | 'table';
export type MeasureOp = 'count' | 'sum' | 'avg';

/** One figure of a chart: the number of records, or the sum / average of a numeric field. */
export interface ChartMeasure { op: MeasureOp; field?: string; label?: string }

/** A chart: records grouped by a field (or a field's month / year) and measured; the server groups and sums. */
export interface DashboardChart {
  code: string;
  kind: ChartKind;
  title: string;
  /** No groupBy: one figure over every record (a number card). */
  groupBy?: { field: string; by?: 'value' | 'month' | 'year' };
  measures: ChartMeasure[];
  /** Only records whose field equals the value (or one of the values). */
  where?: Record<string, string | number | boolean | (string | number | boolean)[] | WhereRange>;
  /** Most groups shown (default 20, at most 50); the rest are left out. */
  limit?: number;
  /** Columns the chart takes on the page (1 or 2 of 2). */
  span?: 1 | 2;
}

/**
 * A `where` range of a chart: the field between `from` and `to` (either may be left out;
 * blank values are never inside), `{ "$date": days }` a date relative to the day it is read.
 */
export interface WhereRange { from?: ViewFilterScalar; to?: ViewFilterScalar }

/** A dashboard over one function's records, opened from a menu whose `dashboard` names it. */
export interface Dashboard {
  code: string;
  name: string;
  description?: string;
  /** Search fields of the function offered as the page's filters. */
  filters?: string[];
  /** Charts shown as cards on the workbench of whoever may open the dashboard. */
  workbench?: string[];
  charts: DashboardChart[];
}

/** A function's print layout (docs/packs.md "Print view"). Texts may be locale keys. */
export interface PrintLayout {
  /** The document's heading (default: the function's name). */
  title?: string;
  /** Groups of fields, in order (default: one group of every form field the reader may see). */
  sections?: { title?: string; fields: string[] }[];
  /** Label/value pairs per row (default 2). */
  columns?: 1 | 2 | 3;
  /** Print the approval history with opinions (default true). */
  history?: boolean;
  /** Signature fields shown in the signature block at the foot (default: every signature field). */
  signatures?: string[];
}

/** A record action a role's data scope is about, and how far it reaches. */
export type ScopeAction = 'view' | 'create' | 'edit' | 'delete' | 'export' | 'import';
export type ScopeReach = 'own' | 'involved' | 'department' | 'all';

export interface PackRole {
  code: string; name: string; menus: string[];
  /**
   * Data scopes the role starts with per function of the pack (DESIGN.md section 7):
   * `{ "asset": { "view": ["all"] } }`. Applied on install where the tenant has not set
   * the role's scopes on that function yet; an administrator's later choice wins.
   */
  scopes?: Record<string, Partial<Record<ScopeAction, ScopeReach[]>>>;
  /**
   * The buttons (`create`, `edit`, `delete`, `export`, `import`) the role gets on some of
   * its menus, by menu code: `{ "S…": ["export"] }` opens the menu read-only plus export.
   * A menu left out gets every button. Set when the role is first granted the menu.
   */
  buttons?: Record<string, ScopeAction[]>;
}

export interface Pack {
  id: string;
  version: string;
  name: string;
  menus: PackMenu[];
  functions: PackFunction[];
  lookups?: { enums?: Record<string, LookupItem[]>; dicts?: Record<string, LookupItem[]> };
  /** Roles that get these menus when the pack is installed (by role code). */
  roles?: PackRole[];
  /** Locale maps by language, filled from `locales/<lang>.json` when loading a pack folder. */
  locales?: Record<string, Record<string, string>>;
}

/** A content problem reported as a list, never thrown (bpmn-js importer style). */
export interface PathError { path: string; message: string }
