import type { Generated } from 'kysely';

/** Times are epoch milliseconds (bigint columns); JSON columns hold serialized text unless noted. */
export interface TenantsTable {
  id: string;
  corp_name: string;
  logo_url: string | null;
  setting_flag: number;
  agent_status: number;
  created_at: number;
}

export interface UsersTable {
  id: Generated<number>;
  user_name: string;
  full_name: string;
  mobile_phone: string | null;
  portrait_url: string | null;
  /** `scrypt$N$r$p$salt$hash` (base64url salt and hash). */
  password_hash: string;
  /** Idle-lock time in seconds. */
  time2lock: number;
  default_tenant_id: string;
  supervisor_id: number | null;
  created_at: number;
}

export interface UserTenantsTable {
  user_id: number;
  tenant_id: string;
}

export interface RolesTable {
  id: Generated<number>;
  tenant_id: string;
  code: string;
  name: string;
}

export interface UserRolesTable {
  tenant_id: string;
  user_id: number;
  role_id: number;
}

export interface RoleMenusTable {
  tenant_id: string;
  role_id: number;
  menu_code: string;
}

export interface MenusTable {
  id: Generated<number>;
  tenant_id: string;
  code: string;
  parent_code: string | null;
  name: string;
  icon: string | null;
  position: string;
  sort: number;
  function_code: string | null;
  pack_id: number | null;
}

export interface PacksTable {
  id: Generated<number>;
  tenant_id: string;
  pack_key: string;
  version: string;
  name: string;
  /** JSON `{lang: {key: text}}` of the latest install. */
  locales: string;
  installed_at: number;
  updated_at: number;
}

export interface FunctionsTable {
  id: Generated<number>;
  tenant_id: string;
  pack_id: number;
  code: string;
  current_version: number;
  created_at: number;
}

/** An immutable snapshot of a function as installed: definition, lookups and locales. */
export interface FunctionVersionsTable {
  id: Generated<number>;
  tenant_id: string;
  fn_id: number;
  version: number;
  pack_version: string;
  definition: string;
  lookups: string;
  locales: string;
  created_at: number;
}

export interface LookupsTable {
  tenant_id: string;
  kind: string;
  code: string;
  items: string;
  pack_id: number;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  tenant_id: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

/** `data` is TEXT JSON on SQLite and JSONB on PostgreSQL (the driver then hands back an object). */
export interface FnRecordsTable {
  id: Generated<number>;
  tenant_id: string;
  fn_id: number;
  fn_version: number;
  data: unknown;
  created_by: number;
  created_at: number;
  updated_at: number;
}

export interface DB {
  tenants: TenantsTable;
  users: UsersTable;
  user_tenants: UserTenantsTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  role_menus: RoleMenusTable;
  menus: MenusTable;
  packs: PacksTable;
  functions: FunctionsTable;
  function_versions: FunctionVersionsTable;
  lookups: LookupsTable;
  sessions: SessionsTable;
  fn_records: FnRecordsTable;
}

export type Dialect = 'sqlite' | 'postgres';
