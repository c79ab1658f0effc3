import type { StoredRecord, TenantData } from '../data';
import { computeRecordValues, formatViolations, type PackFunction } from '../engine';
import { allocateSerials, previewSerials, serialFieldsOf } from '../serials';
import { checkReferences } from './references';
import { errors } from '../errors';
import { packLocale, type ServerLang } from '../i18n';
import { requireFunctionPermission } from '../menus';
import { loadCurrentFunction, loadFunctionVersion, validatorFor, type LoadedFunction } from './function-version';
import { toRecordFilters, toRecordSort, type FilterInput, type SortInput } from './query';

/** A record as the API shows it (docs/contract.md `RecordRow`). */
export function toRecordRow(r: StoredRecord) {
  return {
    id: r.id, fnVersion: r.fnVersion, createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(), createdBy: r.createdBy, createdByName: r.createdByName, data: r.data,
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

/** Loads the function (404 when the tenant has none) and checks the caller's permission on it. */
export async function openFunction(c: Caller, code: string, permission: 'view' | 'create' | 'edit' | 'delete'): Promise<LoadedFunction> {
  const f = await loadCurrentFunction(c.data, code);
  await requireFunctionPermission(c.data, c.userId, f.fn, permission);
  if (permission === 'create' || permission === 'edit') {
    const row = await c.data.packs.findFunction(code);
    if (row && Number(row.enabled) === 0) throw errors.functionDisabled(code);
  }
  return f;
}

export async function pageRecords(c: Caller, f: LoadedFunction, q: { current: number; size: number; filters?: Record<string, FilterInput>; sort?: SortInput[] }) {
  const page = await c.data.records.page({
    fnId: f.fnId, filters: toRecordFilters(f.fn, q.filters), sort: toRecordSort(f.fn, q.sort),
    offset: (q.current - 1) * q.size, limit: q.size,
  });
  return { records: page.records.map(toRecordRow), total: page.total, current: q.current, size: q.size };
}

export async function getRecord(c: Caller, f: LoadedFunction, id: number): Promise<StoredRecord> {
  const record = await c.data.records.get(f.fnId, id);
  if (!record) throw errors.recordNotFound();
  return record;
}

export interface SaveInput {
  id?: number;
  data: Record<string, unknown>;
  /** The `updatedAt` the client read (ISO); the save is refused when the record changed since. */
  updatedAt?: string;
}

/** The client's values with the server-owned serial fields dropped (new record) or kept as stored (update). */
function withoutClientSerials(fn: PackFunction, data: Record<string, unknown>, existing?: StoredRecord): Record<string, unknown> {
  const out = { ...data };
  const stored = (existing?.data ?? {}) as Record<string, unknown>;
  for (const field of serialFieldsOf(fn)) {
    if (existing && field in stored) out[field] = stored[field];
    else delete out[field];
  }
  return out;
}

/**
 * Recomputes `x-compute` fields, checks the record size, validates (code 14 per field, references
 * included) and prepares the values to write; throws on the first problem.
 */
export async function prepareValues(c: Caller, f: LoadedFunction, data: Record<string, unknown>, existing?: StoredRecord): Promise<Record<string, unknown>> {
  const computed = computeRecordValues(f.fn.form, withoutClientSerials(f.fn, data, existing));
  const values = computed.values;
  const probe = existing ? values : { ...values, ...previewSerials(f.fn, values, c.now()) };
  const violations = computed.violations.length ? computed.violations : validatorFor(c.data.tenantId, f)(probe);
  const list = violations.length ? formatViolations(violations, c.lang, packLocale(f.locales, c.lang)) : [];
  if (!list.length) list.push(...(await checkReferences(c.data, f, values, c.lang)));
  if (list.length) throw errors.fieldErrors({ reqFieldErrorList: list, reqFormatErrorList: [] });
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
export async function saveRecord(c: Caller, current: LoadedFunction, body: SaveInput, requestId?: string) {
  const existing = body.id === undefined ? undefined : await getRecord(c, current, body.id);
  const f = existing && existing.fnVersion !== current.version ? await loadFunctionVersion(c.data, current.fnId, existing.fnVersion) : current;
  const values = await prepareValues(c, f, body.data, existing);
  const expected = existing ? toEpoch(body.updatedAt) ?? existing.updatedAt : undefined;
  const now = c.now();
  return c.tx(async (t) => {
    if (requestId && !(await t.requestIds.claim(c.userId, requestId, now, now - REQUEST_ID_WINDOW_MS))) throw errors.duplicateSubmission();
    if (existing) {
      if (!(await t.records.update({ fnId: f.fnId, id: existing.id, data: values, now, expectedUpdatedAt: expected }))) {
        throw (await t.records.get(f.fnId, existing.id)) ? errors.recordChanged() : errors.recordNotFound();
      }
      return { id: existing.id, serials: {} };
    }
    return insertRecord(t, f, values, c.userId, now);
  });
}

export async function deleteRecord(c: Caller, f: LoadedFunction, id: number): Promise<void> {
  if (!(await c.data.records.remove(f.fnId, id))) throw errors.recordNotFound();
}
