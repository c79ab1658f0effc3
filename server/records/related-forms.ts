import type { TenantData } from '../data';
import { isFieldIdentifier } from '../data';
import { resolveTexts, type PackFunction, type RelatedForm } from '../engine';
import { packLocale, type ServerLang } from '../i18n';
import { scopeFor, visibleRecords } from './access';
import { fieldKindOf } from '../packs';
import { toRecordRow, type Caller } from './service';
import type { LoadedFunction } from './function-version';

/** At most this many related records per related form. */
export const RELATED_LIMIT = 50;

/** The value of the current record a related form matches on (`id` means the record id). */
function currentValue(record: { id: number; data: unknown }, field: string): string | number | undefined {
  const v = field === 'id' ? record.id : (record.data as Record<string, unknown>)?.[field];
  const ref = v && typeof v === 'object' && !Array.isArray(v) ? (v as { id?: unknown }).id : v;
  return typeof ref === 'string' || typeof ref === 'number' ? ref : undefined;
}

async function relatedOf(c: Caller, data: TenantData, rf: RelatedForm, record: { id: number; data: unknown }) {
  const other = await data.packs.currentVersion(rf.form);
  if (!other || !isFieldIdentifier(rf.associationField)) return undefined;
  const fn = other.definition as PackFunction;
  // The other function's records inside the caller's view scope, as they may read them.
  const scope = await scopeFor(c.data, c.userId, fn, 'view');
  if (!scope.kinds.length) return undefined;
  const title = resolveTexts(fn.name, packLocale(other.locales, c.lang));
  const value = currentValue(record, rf.currentField);
  if (value === undefined || value === '') return { form: rf.form, associationId: rf.associationId, title, records: [] };
  // A related-record field of the other form holds the id or {fn, id}: match on the id either way.
  const declared = fn.fields.find((f) => f.identifier === rf.associationField);
  const nested = declared?.type === 'relatedRecord';
  const kind = nested || typeof value === 'number' ? 'number' : fieldKindOf(fn, rf.associationField);
  const wanted = kind === 'number' ? Number(value) : String(value);
  if (kind === 'number' && !Number.isFinite(wanted)) return { form: rf.form, associationId: rf.associationId, title, records: [] };
  const rows = nested
    ? await data.related.byReference(other.fnId, rf.associationField, Number(wanted), RELATED_LIMIT, scope)
    : await data.related.byField(other.fnId, [rf.associationField], kind, wanted, RELATED_LIMIT, scope);
  return { form: rf.form, associationId: rf.associationId, title, records: (await visibleRecords(data, scope, rows)).map(toRecordRow) };
}

/**
 * The detail page's related records: per enabled related form, by display
 * order, the other function's records whose association field equals the
 * current record's field (tenant-scoped, inside the caller's view scope of
 * that function, at most 50 each). Forms the caller may not view are left out.
 */
export async function relatedRecords(c: Caller, f: LoadedFunction, record: { id: number; data: unknown }, _lang: ServerLang = c.lang) {
  const forms = (f.fn.relatedForms ?? [])
    .filter((rf) => rf && rf.state !== 'disabled' && typeof rf.form === 'string')
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const out = [];
  for (const rf of forms) {
    const r = await relatedOf(c, c.data, rf, record);
    if (r) out.push(r);
  }
  return out;
}
