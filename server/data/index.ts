import { sql, type Kysely } from 'kysely';
import { insertSystemMenus, type DB, type Dialect, type OffloadedReads, type SqliteReads } from '../db';
import { createIdentityData, type IdentityData } from './identity';
import { createAuthGuardData, type AuthGuardData } from './auth-guards';
import { createSignInData, type SignInData } from './sign-in';
import type { StageWriter } from './staged-insert';
import { createMenuData } from './menus';
import { createPackData } from './packs';
import { VersionCache } from './version-cache';
import { lazyParts } from './lazy-parts';
import { LocalWrites, readCacheStamp } from './cache-stamp';
import { cachedDerived, cachedParts, RequestCache } from './request-cache';
import { snapshotVersion } from './snapshot-version';
import { createRecordData } from './records';
import { ensureFieldIndexes, type IndexedField } from './record-indexes';
import { ensureAggregateIndexes, type AggregateIndexSpec } from './record-aggregate';
import { ensureRollups } from './rollup';
import type { RollupSpec } from './rollup-spec';
import { createUserData } from './users';
import { createRoleData } from './roles';
import { createRoleScopeData } from './role-scopes';
import { createMessageData } from './messages';
import { createErrorLogData } from './error-logs';
import { createCcData } from './workflow-cc';
import { createFunctionListData } from './workflow-functions';
import { createInstanceData } from './workflow-instances';
import { createPeopleData } from './workflow-people';
import { createTaskData } from './workflow-tasks';
import { createEventData } from './workflow-events';
import { createSerialData } from './serials';
import { createRequestIdData } from './request-ids';
import { createFileData } from './files';
import { createFileAccessData } from './file-access';
import { createFunctionDesignData } from './function-design';
import { createRelatedRecordData } from './related-records';
import { createMemberData } from './members';
import { createOrgData } from './org';
import { createRoleAdminData } from './role-admin';
import { createMenuAdminData } from './menu-admin';
import { createDictData } from './dicts';
import { createOpLogData } from './op-logs';
import { createCompanyData } from './company';
import { createSmsCodeData } from './sms-codes';
import { createAgentData } from './agent';
import { createImportJobData, createImportSweepData, type ImportSweepData } from './import-jobs';

/**
 * Everything one tenant's session may read or write; every query carries the tenant id.
 * `reads`: the SQLite read pool for heavy reads (never inside a transaction).
 */
export function createTenantData(db: Kysely<DB>, dialect: Dialect, tenantId: string, versions = new VersionCache(), reads?: OffloadedReads, stager?: StageWriter) {
  return lazyParts({
    tenantId: () => tenantId,
    users: () => createUserData(db, dialect, tenantId),
    roles: () => createRoleData(db, tenantId),
    /** Data scopes per role, function and action. */
    scopes: () => createRoleScopeData(db, tenantId),
    menus: () => createMenuData(db, tenantId),
    packs: () => createPackData(db, tenantId, versions),
    records: () => createRecordData(db, dialect, tenantId, reads, stager),
    /** Excel import jobs (migration 014). */
    importJobs: () => createImportJobData(db, tenantId),
    /** Approval processes: instances, tasks, CC records and the people flows address. */
    workflow: () => ({
      instances: createInstanceData(db, dialect, tenantId),
      tasks: createTaskData(db, dialect, tenantId),
      cc: createCcData(db, tenantId),
      people: createPeopleData(db, tenantId),
      functions: createFunctionListData(db, tenantId),
      events: createEventData(db, dialect, tenantId),
    }),
    messages: () => createMessageData(db, tenantId),
    /** The agent programme: status and applications (migration 015). */
    agent: () => createAgentData(db, tenantId),
    /** Browser script errors (migration 011). */
    errorLogs: () => createErrorLogData(db, tenantId),
    /** Schema-engine tables: serial counters, submission ids, files, design drafts, cross-function reads. */
    serials: () => createSerialData(db, tenantId),
    requestIds: () => createRequestIdData(db, tenantId),
    files: () => createFileData(db, tenantId),
    /** Where a file is used, for the orphan sweep (downloads ask `records.holding` through the caller's scope). */
    fileAccess: () => createFileAccessData(db, tenantId),
    design: () => createFunctionDesignData(db, tenantId),
    related: () => createRelatedRecordData(db, dialect, tenantId),
    /** System settings (issue 15): members, departments and posts, role and menu editing, dictionaries, the operation log. */
    settings: () => ({
      members: createMemberData(db, dialect, tenantId),
      org: createOrgData(db, tenantId),
      roles: createRoleAdminData(db, tenantId),
      menus: createMenuAdminData(db, tenantId),
      dicts: createDictData(db, tenantId),
      log: createOpLogData(db, dialect, tenantId),
      company: createCompanyData(db, tenantId),
      ensureSystemMenus: () => insertSystemMenus(db, tenantId),
    }),
    /** Field indexes of a function of this tenant: its shadow table's columns and indexes, unique and trigram indexes. */
    ensureFieldIndexes: () => (fnId: number, fields: IndexedField[]) => ensureFieldIndexes(db, dialect, fnId, fields),
    /** Covering indexes for a function's dashboard charts (server/dashboards). */
    ensureAggregateIndexes: () => (fnId: number, specs: AggregateIndexSpec[]) => ensureAggregateIndexes(db, dialect, fnId, specs),
    /** Rollup tables and triggers for a function's dashboard charts (migration 017), filled from its records. */
    ensureRollups: () => (fnId: number, specs: RollupSpec[]) => ensureRollups(db, dialect, tenantId, fnId, specs),
    /**
     * A value `build` computes from this view's request-path reads only (roles, menus, grants...):
     * on a request's view (`forTenant` with a stamp) it is kept while those reads are, so requests
     * under one stamp share it; elsewhere (a transaction, a socket) it is built each time. Frozen.
     */
    derived: () => <T>(_kind: string, _arg: string | number, build: () => Promise<T>): Promise<T> => build(),
  });
}

/**
 * The data-access layer: the only place that builds SQL. Callers get the
 * pre-session identity queries or a tenant-scoped view, nothing else.
 */
export interface DataAccess {
  dialect: Dialect;
  identity: IdentityData;
  /** SMS verification codes (before any session). */
  smsCodes: ReturnType<typeof createSmsCodeData>;
  /** Sign-in throttling and single-purpose tickets (not tenant-scoped: they precede or outlive a tenant choice). */
  authGuards: AuthGuardData;
  /** Import jobs whose process stopped: every tenant's (the sweep). */
  importSweep: ImportSweepData;
  /** Sign-in challenges (slider, OpenID Connect) and linked identities (migration 016). */
  signIn: SignInData;
  /**
   * One tenant's queries. With `stamp` (from `cacheStamp`, read at the start of a request)
   * the request path's reads (member, company, roles, menus, grants, disabled and current
   * functions) come from the cache of the database while nothing they read has changed.
   */
  forTenant(tenantId: string, stamp?: number): TenantData;
  /** The database's cache stamp (migration 025), read once per request. */
  cacheStamp(): Promise<number>;
  /**
   * A version of the whole database that moves with every committed change made anywhere and
   * every row this process writes, read at most once per turn of the event loop while this
   * process writes nothing (SQLite: the connection's data version and row writes; PostgreSQL:
   * the current snapshot, see `snapshotVersion`). `undefined` in a transaction, whose reads
   * may see its own uncommitted writes: then nothing may be answered from a cache keyed on it.
   */
  dataVersion(): Promise<string | undefined>;
  transaction<T>(fn: (tx: DataAccess) => Promise<T>): Promise<T>;
  /** Runs `fn` while holding a database-wide lock (PostgreSQL advisory lock), so only one process seeds. */
  exclusive<T>(fn: (data: DataAccess) => Promise<T>): Promise<T>;
}

/** Advisory-lock key of `exclusive` (any constant; "LCP1"). */
const EXCLUSIVE_LOCK_KEY = 0x4c435031;

/** Tenant query sets kept per data access: they hold no state, and building one makes some forty objects. */
const MAX_TENANT_VIEWS = 1_000;

/**
 * `versions`: parsed function versions of the database (its transactions read them and keep their own).
 * Writes through it are watched (server/data/cache-stamp.ts) so cached request-path reads stay exact.
 * `reads` (SQLite, from `openDatabase`): the stamp and the data version read straight on the connection.
 * `pool`: the SQLite read pool (server/db/read-pool.ts), used outside transactions only.
 */
export function createDataAccess(db: Kysely<DB>, dialect: Dialect, versions = new VersionCache(), reads?: SqliteReads, pool?: OffloadedReads, stager?: StageWriter): DataAccess {
  const local = new LocalWrites();
  return accessOver(db.withPlugin(local.plugin()), dialect, versions, local, new RequestCache(local), reads, pool, stager);
}

/**
 * `cache`, `reads`, `pool` and `stager`: absent in a transaction, whose reads may see its own uncommitted
 * writes (the pool's connections see only what is committed) and which the staging thread cannot join.
 */
function accessOver(db: Kysely<DB>, dialect: Dialect, versions: VersionCache, local: LocalWrites, cache?: RequestCache, reads?: SqliteReads, pool?: OffloadedReads, stager?: StageWriter): DataAccess {
  const tenants = new Map<string, TenantData>();
  /** Per tenant, the cached parts of the last stamp: requests under one stamp share them. */
  const cachedViews = new Map<string, { stamp: number; base: TenantData; proto: TenantData }>();
  // made once: the request path reads the stamp on every request
  const loadStamp = (): Promise<number> => {
    const stamp = reads?.stamp();
    return stamp === undefined ? readCacheStamp(db) : Promise.resolve(stamp);
  };
  return {
    dialect,
    identity: createIdentityData(db),
    smsCodes: createSmsCodeData(db),
    authGuards: createAuthGuardData(db),
    importSweep: createImportSweepData(db, dialect),
    signIn: createSignInData(db),
    forTenant(tenantId: string, stamp?: number): TenantData {
      let t = tenants.get(tenantId);
      if (!t) {
        if (tenants.size >= MAX_TENANT_VIEWS) tenants.delete(tenants.keys().next().value!);
        t = createTenantData(db, dialect, tenantId, versions, pool, stager);
        tenants.set(tenantId, t);
      }
      if (!cache || stamp === undefined) return Object.create(t) as TenantData;
      // The stamp's cached parts sit on a prototype shared by its requests; each request gets a fresh object
      // on top of it, so per-request memos keyed on the view (server/menus/access.ts) stay per request.
      let cached = cachedViews.get(tenantId);
      if (cached?.stamp !== stamp || cached.base !== t) {
        const parts = { ...cachedParts(t, tenantId, cache, stamp), derived: cachedDerived(tenantId, cache, stamp) };
        const proto = Object.create(t, Object.fromEntries(Object.entries(parts).map(([k, value]) => [k, { value, enumerable: true }]))) as TenantData;
        cached = { stamp, base: t, proto };
        if (cachedViews.size >= MAX_TENANT_VIEWS) cachedViews.delete(cachedViews.keys().next().value!);
        cachedViews.set(tenantId, cached);
      }
      return Object.create(cached.proto) as TenantData;
    },
    cacheStamp: () => (cache ? cache.stamp.read(loadStamp) : loadStamp()),
    dataVersion: async () => {
      if (reads) return reads.dataVersion();
      return dialect === 'postgres' && cache ? cache.snapshot.read(() => snapshotVersion(db)) : undefined;
    },
    /** Runs `fn` in one transaction; everything it does through `tx` commits or rolls back together. */
    async transaction<T>(fn: (tx: DataAccess) => Promise<T>): Promise<T> {
      const before = local.count;
      const beforeAll = local.all;
      try {
        return await db.transaction().execute((trx) => fn(accessOver(trx, dialect, versions.within(), local)));
      } finally {
        // Committed (or rolled back) now: what was read meanwhile under the raised count is read again.
        if (local.all !== beforeAll) local.wrote(local.count !== before);
      }
    },
    exclusive<T>(fn: (data: DataAccess) => Promise<T>): Promise<T> {
      // SQLite is one embedded process: its own locking suffices.
      if (dialect === 'sqlite') return fn(accessOver(db, dialect, versions, local, cache, reads, pool, stager));
      return db.connection().execute(async (conn) => {
        await sql`SELECT pg_advisory_lock(${sql.lit(EXCLUSIVE_LOCK_KEY)})`.execute(conn);
        try {
          return await fn(accessOver(conn, dialect, versions, local, cache));
        } finally {
          await sql`SELECT pg_advisory_unlock(${sql.lit(EXCLUSIVE_LOCK_KEY)})`.execute(conn);
        }
      });
    },
  };
}

export type TenantData = ReturnType<typeof createTenantData>;
export type { RecordFilter, RecordSort, RecordPageQuery, StoredRecord, FilterValue, RecordReadOptions } from './records';
export { SCOPE_KINDS, ownsRecord, scopePredicate, type ScopeKind, type RecordScope } from './record-scope';
export type { FunctionVersion } from './packs';
export type { MenuRow } from './menus';
export type { UserRow, SessionWithUser } from './identity';
export type { ThrottleState, AuthGuardData, TicketHolder } from './auth-guards';
export type { FileHolder } from './file-access';
export type { ImportJobRow, ImportJobState, ImportJobPhase, ImportJobOutcome } from './import-jobs';
export type { InstanceRow, InstanceChanges } from './workflow-instances';
export type { TaskRow, TaskState, NewTask, TaskChanges } from './workflow-tasks';
export type { CcRow } from './workflow-cc';
export type { InstanceFilter } from './workflow-filter';
export type { EventOperation, LogRow } from './workflow-events';
export type { AbnormalStatus } from './workflow-instances';
export type { Person } from './workflow-people';
export type { LetterRow, LetterList, LetterQuery } from './messages';
export type { ErrorLogRow } from './error-logs';
export type { FileRow } from './files';
export type { RoleRow } from './roles';
export type { ScopeGrant } from './role-scopes';
export type { DraftRow, PublishedFunction } from './function-design';
export { DESIGNER_PACK_KEY } from './function-design';
export { dropTrigramIndexes, trigramTableName, MIN_TRIGRAM_CHARS, SPARSE_CANDIDATES } from './record-trigrams';
export { COUNT_BOUND } from './record-counts';
export { createStageWriter, StageWorkerStopped } from './stage-writer';
export { publishImportIn, type ImportPublish, type PublishOutcome } from './import-publish';
export type { StageWriter } from './staged-insert';
export { isFieldIdentifier, toFieldKind, fieldExpressionText, containsText, fieldExpression, fnIdPredicate, type FieldKind } from './json-field';
export { uniqueIndexField, DuplicateValuesError } from './record-indexes';
export { isUniqueViolation, MobileTakenError } from './unique-violation';
export type { AggregateMeasure, AggregateResult, AggregateRow, AggregateIndexSpec, WhereValue } from './record-aggregate';
export { DEFAULT_DASHBOARD_MAX_ROWS, dashboardRowCap } from './aggregate-window';
export type { MemberRow, MemberProfile } from './members';
export type { DepartmentRow, PostRow } from './org';
export type { DictTypeRow, DictItemRow, Names } from './dicts';
export type { MenuEdit } from './menu-admin';
export type { AgentApplicationRow, AgentApplicationInput } from './agent';
export { chartShape, functionRollupSpecs, rollupSpecOf, type RollupSpec } from './rollup-spec';
export { dashboardDims, dimCuts, shiftMonth } from './rollup-dims';
