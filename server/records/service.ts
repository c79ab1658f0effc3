import type { RecordScope, StoredRecord, TenantData } from '../data';
import { absentReferenceViolations, computeRecordValues, formatViolations, isDocumentLocked, type PackFunction } from '../engine';
import { allocateSerials, previewSerials, serialFieldsOf, serialRulesOf } from '../serials';
import { checkReferences } from './references';
import { enforceBusinessRules, prepareBusinessValues, refuseViolations, uniqueConflicts, uniqueError } from './business';
import { absentTargets } from './absent-references';
import { uniqueIndexField } from '../data';
import { errors } from '../errors';
import { packLocale, type ServerLang } from '../i18n';
import { scopeFor, visibleRecords, type RecordAction } from './access';
import { loadCurrentFunction, loadFunctionVersion, validatorFor, type LoadedFunction } from './function-version';
import { toRecordFilters, toRecordSort, type FilterInput, type SortInput } from './query';
import { withClockComputed } from './clock-computed';
import type { SaveMemo } from './save-memo';

/** A record as the API shows it (docs/contract.md `RecordRow`). */
export function toRecordRow(r: StoredRecord) {
  return {
    id: r.id, fnVersion: r.fnVersion, createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(), createdBy: r.createdBy, createdByName: r.createdByName,
    docState: r.docState, data: r.data,
  };
}

export interface Caller {
  data: TenantData;
  userId: number;
  lang: ServerLang;
  /** Runs `fn` in one transaction over the caller's tenant. */
  tx<T>(fn: (t: TenantData) => Promise<T>): Promise<T>;
  /** The date source (epoch ms). */
  now(): number;
}

/** A repeat of the same `x-request-id` within this window is refused as a double submission. */
export const REQUEST_ID_WINDOW_MS = 10 * 60 * 1000;

/** A function opened for one action, with the caller's data scope for it. */
export type ScopedFunction = LoadedFunction & { scope: RecordScope };

/**
 * Loads the function (404 when the tenant has none) and the caller's data
 * scope for `action` on it; a caller whose scope reaches nothing is refused.
 */
export async function openFunction(c: Caller, code: string, action: RecordAction): Promise<ScopedFunction> {
  const f = await loadCurrentFunction(c.data, code);
  const scope = await scopeFor(c.data, c.userId, f.fn, action);
  if (!scope.kinds.length) throw errors.forbidden();
  // Without a menu the function is open only to someone a process of it has reached.
  if (scope.taskOnly && !(await c.data.workflow.instances.involves(f.fnId, c.userId))) throw errors.forbidden();
  if (action === 'create' || action === 'edit' || action === 'import') {
    const row = await c.data.packs.findFunction(code);
    if (row && Number(row.enabled) === 0) throw errors.functionDisabled(code);
  }
  return { ...f, scope };
}

/** What a list page asks for; `exactTotal`: count every match instead of stopping at the bound. */
export interface PageInput {
  current: number;
  size: number;
  filters?: Record<string, FilterInput>;
  sort?: SortInput[];
  docStates?: string[];
  exactTotal?: boolean;
}

/**
 * A page of the records inside the caller's scope, each reduced to what the caller may read.
 * `read.clock` is set when a value on the page was computed from the clock.
 */
export async function pageRecords(c: Caller, f: ScopedFunction, q: PageInput, read?: { clock: boolean }) {
  const page = await c.data.records.page({
    fnId: f.fnId, filters: toRecordFilters(f.fn, q.filters), sort: toRecordSort(f.fn, q.sort),
    offset: (q.current - 1) * q.size, limit: q.size, docStates: q.docStates, scope: f.scope,
    total: q.exactTotal ? 'exact' : 'bounded',
  });
  const records = await visibleRecords(c.data, f.scope, await withClockComputed(c.data, f, page.records, read));
  const bound = page.totalIsLowerBound ? { totalIsLowerBound: true } : {};
  return { records: records.map(toRecordRow), total: page.total, ...bound, current: q.current, size: q.size };
}

/** A record inside the caller's scope; anything else, in this tenant or not, is "not found". */
export async function getRecord(c: Caller, f: ScopedFunction, id: number): Promise<StoredRecord> {
  const record = await c.data.records.get(f.fnId, id, { scope: f.scope });
  if (!record) throw errors.recordNotFound();
  return record;
}

/**
 * Whether the record API may change or delete the record now: not while its
 * document state locks it, and while a process waits for its initiator
 * (recalled, rejected to the initiator) only the initiator.
 */
async function requireUnlocked(t: TenantData, c: Caller, fnId: number, record: StoredRecord): Promise<void> {
  if (isDocumentLocked(record.docState)) throw errors.recordLocked(record.docState);
  const live = await t.workflow.instances.findRunning(fnId, record.id);
  if (live && live.initiator_id !== c.userId) throw errors.recordReturnedToInitiator();
}

/** After a refused conditional write: why (the record changed state, changed, or is gone). */
async function refusal(t: TenantData, fnId: number, id: number, changed: () => Error): Promise<Error> {
  const now = await t.records.get(fnId, id);
  if (!now) return errors.recordNotFound();
  if (isDocumentLocked(now.docState)) return errors.recordLocked(now.docState);
  return changed();
}

export interface SaveInput {
  id?: number;
  data: Record<string, unknown>;
  /** The `updatedAt` the client read (ISO); the save is refused when the record changed since. */
  updatedAt?: string;
}

/**
 * The client's values with the server-owned serial fields dropped (new record) or kept as stored
 * (update); `data` itself when that changes nothing (an import's rows carry no serial numbers):
 * what follows copies before it writes.
 */
export function withoutClientSerials(fn: PackFunction, data: Record<string, unknown>, existing?: StoredRecord): Record<string, unknown> {
  const stored = (existing?.data ?? {}) as Record<string, unknown>;
  let out: Record<string, unknown> | undefined;
  for (const field of serialFieldsOf(fn)) {
    if (existing && field in stored) {
      if (!(field in data) || data[field] !== stored[field]) (out ??= { ...data })[field] = stored[field];
    } else if (field in data) delete (out ??= { ...data })[field];
  }
  return out ?? data;
}

/**
 * Recomputes `x-compute` fields, checks the record size, validates (code 14 per field, references
 * included) and prepares the values to write; throws on the first problem.
 */
export async function prepareValues(c: Caller, f: LoadedFunction, data: Record<string, unknown>, existing?: StoredRecord): Promise<Record<string, unknown>> {
  const values = await checkValues(c, f, data, existing);
  const taken = await uniqueConflicts(c.data, f, values, existing?.id);
  if (taken.length) throw uniqueError(f, taken, c.lang);
  return values;
}

/**
 * Every check of `prepareValues` but the unique look-up, which comes last there (an import
 * asks it once per chunk of rows). With `memo`, look-ups are shared by a run of saves.
 */
export async function checkValues(c: Caller, f: LoadedFunction, data: Record<string, unknown>, existing?: StoredRecord, memo?: SaveMemo): Promise<Record<string, unknown>> {
  const business = await prepareBusinessValues(c.data, f, withoutClientSerials(f.fn, data, existing), c.userId, existing, c.lang, memo);
  const computed = computeRecordValues(f.fn.form, business.values);
  const values = computed.values;
  // A new record is validated with its serial numbers as they will look; without serial rules, as it is (the validator changes nothing).
  const probe = existing || !serialRulesOf(f.fn).length ? values : { ...values, ...previewSerials(f.fn, values, c.now()) };
  const violations = computed.violations.length ? computed.violations : validatorFor(c.data.tenantId, f)(probe);
  const list = violations.length ? formatViolations(violations, c.lang, packLocale(f.locales, c.lang)) : [];
  if (!list.length) {
    list.push(...(await checkReferences(c.data, f, values, c.lang, {
      viewerId: c.userId, signerId: c.userId, previous: existing?.data as Record<string, unknown> | undefined, once: memo?.once,
    })));
  }
  if (list.length) throw errors.fieldErrors({ reqFieldErrorList: list, reqFormatErrorList: [] });
  const absent = memo ? await memo.once('absentTargets', () => absentTargets(c.data, f.fn)) : await absentTargets(c.data, f.fn);
  refuseViolations(f, absentReferenceViolations(f.fn, values, absent), c.lang);
  await enforceBusinessRules(c.data, f, values, {
    ctx: business.ctx, userId: c.userId, lang: c.lang, recordId: existing?.id, loader: memo?.loader,
    previous: existing?.data as Record<string, unknown> | undefined, defaults: business.defaults, checkWrites: true,
  });
  return values;
}

/** Inserts a new record with its serial numbers; call inside a transaction. */
export async function insertRecord(t: TenantData, f: LoadedFunction, values: Record<string, unknown>, userId: number, now: number) {
  const serials = await allocateSerials(t, f.fnId, f.fn, values, now);
  const id = await t.records.insert({ fnId: f.fnId, fnVersion: f.version, data: { ...values, ...serials }, userId, now });
  return { id, serials };
}

function toEpoch(iso: string | undefined): number | undefined {
  if (iso === undefined) return undefined;
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) throw errors.invalidField('updatedAt', 'ISO date-time');
  return ms;
}

/**
 * Saves a record in one transaction: the duplicate guard (`requestId`), the
 * optimistic check on updates, serial allocation and the write. An existing
 * record is checked against, and keeps, its own function version.
 */
export async function saveRecord(c: Caller, current: ScopedFunction, body: SaveInput, requestId?: string) {
  const existing = body.id === undefined ? undefined : await getRecord(c, current, body.id);
  if (existing) await requireUnlocked(c.data, c, current.fnId, existing);
  const f = existing && existing.fnVersion !== current.version ? await loadFunctionVersion(c.data, current.fnId, existing.fnVersion) : current;
  const values = await prepareValues(c, f, body.data, existing);
  const expected = existing ? toEpoch(body.updatedAt) ?? existing.updatedAt : undefined;
  const now = c.now();
  return withUniqueErrors(c, f, () => c.tx(async (t) => {
    if (requestId && !(await t.requestIds.claim(c.userId, requestId, now, now - REQUEST_ID_WINDOW_MS))) throw errors.duplicateSubmission();
    if (existing) {
      // The state check is part of the UPDATE: a submit or approval that committed meanwhile wins.
      if (!(await t.records.update({ fnId: f.fnId, id: existing.id, data: values, now, expectedUpdatedAt: expected, unlockedOnly: true }))) {
        throw await refusal(t, f.fnId, existing.id, errors.recordChanged);
      }
      return { id: existing.id, serials: {} };
    }
    return insertRecord(t, f, values, c.userId, now);
  }));
}

/** Runs a write; a unique index refusing it (a race the pre-check missed, two rows of one import) is code 14 on the field. */
export async function withUniqueErrors<T>(c: Pick<Caller, 'lang'>, f: LoadedFunction, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    const field = uniqueIndexField(e);
    if (field && f.fn.fields.some((d) => d.identifier === field)) throw uniqueError(f, [field], c.lang);
    throw e;
  }
}

/**
 * Deletes a record inside the caller's delete scope: never one its state
 * locks or one with a live process (an administrator cancels that first).
 * The record is kept marked deleted, so its process history stays readable.
 */
export async function deleteRecord(c: Caller, f: ScopedFunction, id: number): Promise<void> {
  const record = await getRecord(c, f, id);
  if (isDocumentLocked(record.docState)) throw errors.recordLocked(record.docState);
  if (await c.data.workflow.instances.findRunning(f.fnId, id)) throw errors.recordHasLiveProcess();
  await c.tx(async (t) => {
    if (await t.records.remove(f.fnId, id, c.now())) return;
    if (await t.workflow.instances.findRunning(f.fnId, id)) throw errors.recordHasLiveProcess();
    throw await refusal(t, f.fnId, id, errors.recordNotFound);
  });
}
