import type { ColumnType, Generated } from 'kysely';

/** Times are epoch milliseconds (bigint columns); JSON columns hold serialized text unless noted. */
export interface TenantsTable {
  id: string;
  corp_name: string;
  logo_url: string | null;
  setting_flag: number;
  agent_status: number;
  created_at: number;
  /** Migration 008: the company's idle-lock time in seconds (null: each user's own). */
  time2lock: Generated<number | null>;
  /** `basic` (6-18 letters and digits) or `strong` (also at least one letter and one digit). */
  password_policy: Generated<string>;
  /** Unified social credit code given at registration (migration 008). */
  credit_code: Generated<string | null>;
  /** Migration 018, spec 000 "Version info": 1 trial, 2 / 3 purchased or expired variants. */
  tenant_status: Generated<number>;
  /** End of the version in epoch milliseconds (null: none). */
  valid_end_date: Generated<number | null>;
  tip_days: Generated<number>;
  tip_flag: Generated<number>;
  recommend_code: Generated<string | null>;
  /** Migration 012: the uploaded logo (a file of the tenant), served by `/api/tenant/logo/:id`. */
  logo_file_id: Generated<string | null>;
}

/** A verification code sent by SMS (hashed), for one purpose (`register`, `login`...). */
export interface SmsCodesTable {
  id: Generated<number>;
  mobile: string;
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
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
  /** Migration 008: the member's place in this company. */
  department_id: Generated<number | null>;
  post_id: Generated<number | null>;
  /** Explicit level-1 and level-2 supervisors (else the department tree's managers). */
  supervisor1_id: Generated<number | null>;
  supervisor2_id: Generated<number | null>;
  /** 1: may not sign in to this company. */
  disabled: Generated<number>;
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
  /** JSON list of the buttons granted on the menu; NULL: every button (012). */
  buttons: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** Migration 008: the route of a shell menu, hidden flag, names per language (JSON), shell-owned flag. */
  front_path: Generated<string | null>;
  hidden: Generated<number>;
  names: Generated<string | null>;
  system: Generated<number>;
  /** Migration 017: a pack menu's view of its function's list (JSON `MenuView`), NULL for the whole list. */
  view: Generated<string | null>;
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
  /** 1 enabled, 0 disabled (migration 003). */
  enabled: Generated<number>;
  published_at: number | null;
  /** The administrator who last published (migration 005); null for pack installs. */
  published_by: number | null;
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
  /** Who published this version in the designer (migration 005); null for pack installs. */
  created_by: number | null;
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
  /** The document state (migration 006): draft | inApproval | approved | rejected | canceled | recalled | abnormal. */
  doc_state: Generated<string>;
  /** When the record was deleted; a deleted record is kept so its process history stays readable. */
  deleted_at: number | null;
  /** The import job that staged this row (migration 014): invisible (deleted_at set) until the job publishes it. */
  import_job: string | null;
}

/** An Excel import job (migration 014): progress, outcome and cancel request, readable by every server process. */
export interface ImportJobsTable {
  id: string;
  tenant_id: string;
  user_id: number;
  fn_id: number;
  /** running | succeeded | failed | canceled */
  state: string;
  /** checking | writing | publishing | done */
  phase: string;
  total: number;
  done: number;
  imported: number | null;
  error_file_id: string | null;
  code: number | null;
  msg: string | null;
  cancel_requested: number;
  started_at: number;
  updated_at: number;
}

/** Data scopes a role grants on a function's records, one row per (action, scope) (migration 006). */
export interface RoleDataScopesTable {
  tenant_id: string;
  role_id: number;
  fn_code: string;
  action: string;
  scope: string;
}

/** An application to become an agent (migration 015); the contract period once signed. */
export interface AgentApplicationsTable {
  id: Generated<number>;
  tenant_id: string;
  contact_name: string;
  mobile: string;
  region: string;
  introduction: string | null;
  applied_by: number;
  applied_by_name: string;
  applied_at: number;
  contract_start: number | null;
  contract_end: number | null;
  updated_at: number;
}

export interface DB {
  agent_applications: AgentApplicationsTable;
  role_data_scopes: RoleDataScopesTable;
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
  auth_challenges: AuthChallengesTable;
  user_identities: UserIdentitiesTable;
  fn_records: FnRecordsTable;
  import_jobs: ImportJobsTable;
  process_instances: ProcessInstancesTable;
  process_tasks: ProcessTasksTable;
  process_cc: ProcessCcTable;
  process_events: ProcessEventsTable;
  station_letters: StationLettersTable;
  error_logs: ErrorLogsTable;
  serial_counters: SerialCountersTable;
  request_ids: RequestIdsTable;
  files: FilesTable;
  function_drafts: FunctionDraftsTable;
  departments: DepartmentsTable;
  posts: PostsTable;
  dict_types: DictTypesTable;
  dict_items: DictItemsTable;
  op_logs: OpLogsTable;
  sms_codes: SmsCodesTable;
  auth_throttle: AuthThrottleTable;
  auth_tickets: AuthTicketsTable;
  cache_stamp: CacheStampTable;
}

/** Migration 025: the one counter raised by any write to what the request path caches. */
export interface CacheStampTable {
  id: number;
  stamp: number;
}

/** Migration 008: a company's department tree; `manager_id` is the department's supervisor. */
export interface DepartmentsTable {
  id: Generated<number>;
  tenant_id: string;
  parent_id: number | null;
  name: string;
  manager_id: number | null;
  sort: number;
}

export interface PostsTable {
  id: Generated<number>;
  tenant_id: string;
  code: string;
  name: string;
  sort: number;
}

/** A tenant dictionary; `names` is JSON `{lang: text}`. It overrides a pack dictionary of the same code. */
export interface DictTypesTable {
  id: Generated<number>;
  tenant_id: string;
  code: string;
  names: string;
  tree: number;
  enabled: number;
  sort: number;
}

export interface DictItemsTable {
  id: Generated<number>;
  tenant_id: string;
  type_id: number;
  parent_id: number | null;
  code: string;
  names: string;
  enabled: number;
  sort: number;
}

/** The system-settings operation log: who changed what, with the value before and after (JSON). */
export interface OpLogsTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: number;
  user_name: string;
  area: string;
  action: string;
  target: string;
  before: string | null;
  after: string | null;
  at: number;
}

/** Serial-number counters (migration 003): `last_n` is the n of the last number handed out. */
export interface SerialCountersTable {
  tenant_id: string;
  fn_id: number;
  field: string;
  scope: string;
  last_n: number;
}

/** Submission ids of the duplicate guard. */
export interface RequestIdsTable {
  tenant_id: string;
  user_id: number;
  request_id: string;
  created_at: number;
}

/** Uploaded files; the bytes live under `<dataDir>/files/<tenant>/<id>`. */
export interface FilesTable {
  id: string;
  tenant_id: string;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  created_by: number;
  created_at: number;
}

/** A function design draft (JSON definition as text). */
export interface FunctionDraftsTable {
  tenant_id: string;
  code: string;
  pack_id: number | null;
  definition: string;
  /** Migration 019: the draft's translations (JSON, by language and text), null when none. */
  locales: string | null;
  updated_by: number;
  updated_at: number;
}

export type Dialect = 'sqlite' | 'postgres';

/** One run of a function version's approval flow over one record. JSON columns are TEXT. */
export interface ProcessInstancesTable {
  id: Generated<number>;
  tenant_id: string;
  fn_id: number;
  fn_version: number;
  record_id: number;
  application_no: string;
  title: string;
  initiator_id: number;
  state: string;
  /** JSON string[]: the node(s) the instance waits at. */
  current_node_ids: string;
  /** JSON string[]: node and branch ids in the order the instance went through them. */
  taken_path: string;
  /** JSON ExecutableGraph: the flow compiled from the record's function version at submit. */
  graph: string;
  /** Where a resubmit resumes after a rejection to the initiator (null: from the start). */
  resume_node_id: string | null;
  abnormal_node_id: string | null;
  abnormal_reason: string | null;
  /** Counts node activations; tasks carry the round they belong to. */
  round: number;
  /** Optimistic lock. */
  version: number;
  started_at: number;
  submitted_at: number;
  updated_at: number;
  ended_at: number | null;
}

export interface ProcessTasksTable {
  id: Generated<number>;
  tenant_id: string;
  instance_id: number;
  node_id: string;
  round: number;
  assignee_id: number;
  seq: number;
  /** Add-sign: the task the added signer was added to, and `before` or `after`. */
  parent_id: number | null;
  sign_position: string | null;
  state: string;
  operation: string | null;
  opinion: string | null;
  received_at: number | null;
  viewed_at: number | null;
  operated_at: number | null;
  created_at: number;
  version: number;
}

export interface ProcessCcTable {
  id: Generated<number>;
  tenant_id: string;
  instance_id: number;
  node_id: string;
  user_id: number;
  created_at: number;
  read_at: number | null;
}

/** Instance-level operations of a process (migration 004); `detail` is JSON. */
export interface ProcessEventsTable {
  id: Generated<number>;
  tenant_id: string;
  instance_id: number;
  actor_id: number;
  /** submit, resubmit, recall, forcedReturn, cancel, changeApprover, retry, retryFailed */
  operation: string;
  /** The node(s) the process stood at, comma-separated. */
  node_id: string | null;
  opinion: string | null;
  detail: string | null;
  created_at: number;
}

export interface StationLettersTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: number;
  title: string;
  content: string;
  /** JSON: what the letter is about (type, processInstanceId, ...). */
  biz: string;
  read_at: number | null;
  created_at: number;
  /** Moved to the trash (migration 011). */
  trashed_at: number | null;
  /** When the letter last entered its current list (new, read, trash): newest on top. */
  moved_at: number | null;
  /** Internal-message category; null: derived from `biz.type`. */
  category_code: string | null;
}

/** A browser script error (spec 000 section 8.3), migration 011. */
export interface ErrorLogsTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: number;
  type: string;
  code: number;
  message: string;
  stack: string | null;
  url: string | null;
  created_at: number;
}

/** Failed attempts under one key (`login:acct:<name>`, `login:addr:<ip>`, `unlock:<session>`); migration 007. */
export interface AuthThrottleTable {
  key: string;
  failures: number;
  first_failure_at: number;
  blocked_until: number;
}

/** A short-lived single-purpose ticket (hashed), bound to the session that asked for it; migration 007. */
export interface AuthTicketsTable {
  ticket_hash: string;
  purpose: string;
  /** What the ticket opens: a file id for `download`, empty for `socket`. */
  subject: string;
  session_id: number;
  expires_at: number;
}

/** A short-lived single-use sign-in challenge (slider puzzle, passed check, OpenID Connect sign-in); migration 016. */
export interface AuthChallengesTable {
  id_hash: string;
  kind: string;
  /** JSON: what the challenge expects (the slider offset, the OIDC nonce and PKCE verifier). */
  payload: string;
  /** The address that asked for it (bounds how many one address holds). */
  address: string;
  created_at: number;
  expires_at: number;
}

/** An identity provider's subject linked to a user (OpenID Connect sign-in); migration 016. */
export interface UserIdentitiesTable {
  id: Generated<number>;
  issuer: string;
  subject: string;
  user_id: number;
  created_at: number;
}
