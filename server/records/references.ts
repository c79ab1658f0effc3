import type { TenantData } from '../data';
import { dataFields, type FieldError, type FormSchema, type PackFunction } from '../engine';
import { scopeFor } from './access';
import { packLocale, translate, type MessageKey, type ServerLang } from '../i18n';
import type { LoadedFunction } from './function-version';

type Values = Record<string, unknown>;

const asArray = (v: unknown): unknown[] => (v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]);
const toId = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** The function a related-record field points at when its value does not say (`x-component-props.fn`). */
function targetOf(schema: FormSchema | undefined): string | undefined {
  const reference = schema?.['x-reference'] as { fn?: unknown } | undefined;
  if (typeof reference?.fn === 'string') return reference.fn;
  const props = (schema?.['x-component-props'] ?? {}) as Record<string, unknown>;
  const t = props.fn ?? props.targetFn ?? props.function ?? props.targetForm;
  return typeof t === 'string' ? t : undefined;
}

async function attachmentsExist(data: TenantData, value: unknown): Promise<boolean> {
  const ids = asArray(value).map((f) => (f as { id?: unknown })?.id).filter((id): id is string => typeof id === 'string');
  const found = await data.files.existing([...new Set(ids)]);
  return ids.every((id) => found.has(id));
}

/** Runs a look-up, or takes its answer from the memo of a run of saves (see `SaveMemo`). */
export type Once = <T>(key: string, load: () => Promise<T>) => Promise<T>;
const direct: Once = (_key, load) => load();

async function usersExist(data: TenantData, value: unknown, once: Once): Promise<boolean> {
  for (const v of asArray(value)) {
    const id = toId(v);
    if (id === undefined || !(await once(`user#${id}`, async () => !!(await data.users.getMember(id))))) return false;
  }
  return true;
}

async function relatedExists(data: TenantData, value: unknown, schema: FormSchema | undefined, viewerId: number | undefined, once: Once): Promise<boolean> {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) {
    for (const one of value) if (!(await relatedExists(data, one, schema, viewerId, once))) return false;
    return true;
  }
  const ref = typeof value === 'object' && !Array.isArray(value) ? (value as { fn?: unknown; id?: unknown }) : { id: value };
  const code = typeof ref.fn === 'string' ? ref.fn : targetOf(schema);
  const id = toId(ref.id);
  if (!code || id === undefined) return false;
  return once(`related#${code}#${id}#${viewerId ?? ''}`, () => relatedRecordExists(data, code, id, viewerId));
}

async function relatedRecordExists(data: TenantData, code: string, id: number, viewerId: number | undefined): Promise<boolean> {
  const target = await data.packs.findFunction(code);
  if (!target) return false;
  if (viewerId === undefined) return (await data.related.existing(target.id, [id])).has(id);
  // A record the caller may not view cannot be picked either: it does not exist for them.
  const current = await data.packs.currentVersion(code);
  if (!current) return false;
  const scope = await scopeFor(data, viewerId, current.definition as PackFunction, 'view');
  return scope.kinds.length > 0 && !!(await data.records.get(target.id, id, { scope }));
}

/** A loaded version's form is never changed, so its fields are listed once (an import checks thousands of rows). */
const formFields = new WeakMap<FormSchema, Map<string, ReturnType<typeof dataFields>[number]>>();
function fieldsOf(form: FormSchema) {
  let fields = formFields.get(form);
  if (!fields) formFields.set(form, (fields = new Map(dataFields(form).map((d) => [d.key, d]))));
  return fields;
}

/** Who checks references and against what (see `checkReferences`). */
export interface ReferenceCheck {
  /** A related record must be inside this user's view scope ... */
  viewerId?: number;
  /** ... for these fields only (an approver answers for what they change, not for links the initiator made). */
  scopedKeys?: ReadonlySet<string>;
  /** Who signs: a signature must be an image this user uploaded, or the one the record already held. */
  signerId?: number;
  /** The record's values before this change. */
  previous?: Values;
  /** Look-ups shared by a run of saves that write nothing in between (an import's rows). */
  once?: Once;
}

/**
 * A signature is a stored image of this tenant that the signer uploaded, or
 * the very file the record already held (nobody signs with another's image).
 */
async function signatureValid(data: TenantData, value: unknown, previous: unknown, signerId: number | undefined): Promise<boolean> {
  const id = (value as { id?: unknown })?.id;
  if (typeof id !== 'string') return false;
  const row = await data.files.get(id);
  if (!row || !row.mime.toLowerCase().startsWith('image/')) return false;
  return row.created_by === signerId || (previous as { id?: unknown } | undefined)?.id === id;
}

/**
 * Server-side checks the JSON Schema cannot make: attachments, users and
 * related records a record names must exist in the caller's tenant; with
 * `viewerId`, a related record must also be inside that user's view scope;
 * signatures must be images the signer drew (`signatureValid`).
 */
export async function checkReferences(data: TenantData, f: LoadedFunction, values: Values, lang: ServerLang, check: ReferenceCheck = {}): Promise<FieldError[]> {
  const { viewerId, scopedKeys } = check;
  const locale = packLocale(f.locales, lang);
  const fields = fieldsOf(f.fn.form);
  const out: FieldError[] = [];
  for (const declared of f.fn.fields) {
    const key = declared.identifier;
    const value = values[key];
    if (value === null || value === undefined) continue;
    let problem: MessageKey | undefined;
    if (declared.type === 'attachment' && !(await attachmentsExist(data, value))) problem = 'attachmentMissing';
    if (declared.type === 'user' && !(await usersExist(data, value, check.once ?? direct))) problem = 'userMissing';
    if (declared.type === 'signature' && !(await signatureValid(data, value, check.previous?.[key], check.signerId))) problem = 'signatureInvalid';
    if (declared.type === 'relatedRecord' && !(await relatedExists(data, value, fields.get(key)?.schema, scopedKeys && !scopedKeys.has(key) ? undefined : viewerId, check.once ?? direct))) problem = 'relatedMissing';
    if (!problem) continue;
    const title = fields.get(key)?.title ?? declared.name;
    const fieldStr = locale[title] ?? title;
    out.push({ fields: key, fieldStr, message: translate(lang, problem, { field: fieldStr }) });
  }
  return out;
}
