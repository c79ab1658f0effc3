import type { StoredRecord, TenantData } from '../data';
import { applyComputed, formatViolations } from '../engine';
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
}

/** Loads the function (404 when the tenant has none) and checks the caller's permission on it. */
export async function openFunction(c: Caller, code: string, permission: 'view' | 'create' | 'edit' | 'delete'): Promise<LoadedFunction> {
  const f = await loadCurrentFunction(c.data, code);
  await requireFunctionPermission(c.data, c.userId, f.fn, permission);
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

/**
 * Recomputes `x-compute` fields, validates with the engine (code 14 per field)
 * and writes. An existing record is checked against, and keeps, its own version.
 */
export async function saveRecord(c: Caller, current: LoadedFunction, body: { id?: number; data: Record<string, unknown> }) {
  const existing = body.id === undefined ? undefined : await getRecord(c, current, body.id);
  const f = existing && existing.fnVersion !== current.version ? await loadFunctionVersion(c.data, current.fnId, existing.fnVersion) : current;
  const values = applyComputed(f.fn.form, body.data);
  const violations = validatorFor(c.data.tenantId, f)(values);
  if (violations.length) {
    const list = formatViolations(violations, c.lang, packLocale(f.locales, c.lang));
    throw errors.fieldErrors({ reqFieldErrorList: list, reqFormatErrorList: [] });
  }
  const now = Date.now();
  if (existing) {
    if (!(await c.data.records.update({ fnId: f.fnId, id: existing.id, data: values, now }))) throw errors.recordNotFound();
    return { id: existing.id, serials: {} };
  }
  const id = await c.data.records.insert({ fnId: f.fnId, fnVersion: f.version, data: values, userId: c.userId, now });
  return { id, serials: {} };
}

export async function deleteRecord(c: Caller, f: LoadedFunction, id: number): Promise<void> {
  if (!(await c.data.records.remove(f.fnId, id))) throw errors.recordNotFound();
}
