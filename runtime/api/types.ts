/** Shapes of the answers the shell reads (docs/contract.md, ../shared/API.md). */
export interface UserInfo {
  id: string | number;
  tenantId: string | number;
  mobilePhone?: string;
  fullName: string;
  portraitUrl?: string | null;
  time2Lock?: number;
}

export interface TenantInfo {
  id: string | number;
  corpName: string;
  logoUrl?: string | null;
  settingFlag?: unknown;
  agentStatus?: number;
  /** Version info (spec 000 section 3): 1 trial, 2 / 3 purchased or expired variants. */
  tenantStatus?: number;
  /** Epoch milliseconds; null when the version has no end. */
  validEndDate?: number | null;
  tipDays?: number;
  tipFlag?: number;
  purchaseUrl?: string | null;
}

export type MenuPosition = 'LEFT_TREE' | 'LEFT_BOTTOM' | 'UNDER_HEAD' | 'UPPER_RIGHT';

export interface MenuNode {
  id: string | number;
  code: string;
  name?: string;
  title: string;
  icon?: string | null;
  frontPath?: string | null;
  position: MenuPosition;
  sort: number;
  function?: string | null;
  /** Hidden from menus (menu management); the route stays reachable. */
  hideInMenu?: boolean;
  /** The menu's view of its function's list; the server applies it when a list call names the menu. */
  view?: MenuView;
  children?: MenuNode[];
  realChildren?: MenuNode[];
}

/** A menu's view of its function's list (docs/packs.md "Menu views"). */
export interface MenuView {
  /** Fixed search values (the list does not offer these fields). */
  filters?: Record<string, unknown>;
  scope?: string[];
  others?: boolean;
  /** The list columns shown, in this order. */
  columns?: string[];
}

export interface MenuTreeAnswer {
  menuTree: MenuNode[];
  menuMap: Record<string, string[]>;
}

export interface EnumOption {
  label: string;
  value: string | number;
}

export interface ListColumnMeta {
  field: string;
  showInList: boolean;
  sort?: boolean;
  width?: number;
  order?: number;
}

export interface SearchItemMeta {
  field: string;
  control?: string;
  rule: 'exact' | 'fuzzy' | 'range' | 'period';
}

export interface FieldMeta {
  name: string;
  type: string;
  identifier: string;
  searchable?: boolean;
}

/** `POST /api/fn/{code}/meta`: texts already in the request language, lookups turned into `enum`. */
export interface FunctionMeta {
  code: string;
  name: string;
  description?: string;
  version?: string | number;
  packId?: string;
  form: Record<string, unknown>;
  list: { columns: ListColumnMeta[]; defaultSort?: { field: string; order: 'asc' | 'desc' } };
  search: SearchItemMeta[];
  fields: FieldMeta[];
  lookups?: unknown;
  /** Form rules (issue 12), messages translated. */
  rules?: { expression: string; message: string; fields?: string[]; each?: string }[];
  /** The module's own state field: only actions write it; lists show it as a coloured tag. */
  stateField?: { field: string; initial: string; colors?: Record<string, string> };
}

export interface RecordRow {
  id: string | number;
  fnVersion?: string | number;
  createdAt: string;
  updatedAt: string;
  createdBy?: string | number;
  createdByName?: string;
  /** The document state (draft, inApproval, approved, rejected, canceled, recalled, abnormal). */
  docState?: string;
  data: Record<string, unknown>;
}

export interface PageAnswer<T> {
  records: T[];
  total: number;
  /** At least `total` match: the server stopped counting there (ask again with `exactTotal`). */
  totalIsLowerBound?: boolean;
  current?: number;
  size?: number;
}

export interface SortItem {
  field: string;
  order: 'asc' | 'desc';
}

export interface PageQuery {
  current: number;
  size: number;
  filters?: Record<string, unknown>;
  sort?: SortItem[];
  /** The menu the list is opened from, when it has a view. */
  menu?: string;
  /** Count every match (a filtered total otherwise stops at 10,000). */
  exactTotal?: boolean;
  /** A related-record picker asking: its field's filter applies (server-side). */
  reference?: { fn: string; field: string; record: Record<string, unknown> };
}
