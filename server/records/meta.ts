import { hideAbsentReferences, lookupOptions, resolveTexts, toClientForm, type LookupItem } from '../engine';
import { packLocale, type ServerLang } from '../i18n';
import type { LoadedFunction } from './function-version';

function resolveGroup(group: Record<string, LookupItem[]> | undefined, locale: Record<string, string>) {
  const out: Record<string, { label: string; value: string }[]> = {};
  for (const [code, items] of Object.entries(group ?? {})) {
    out[code] = lookupOptions(items, (name) => locale[name] ?? name);
  }
  return out;
}

/**
 * `/meta`: the function as the browser renders it, every text in the request
 * language; optional references to functions in `absent` are left out of the form.
 */
export function buildMeta(f: LoadedFunction, lang: ServerLang, absent: ReadonlySet<string> = new Set()) {
  const locale = packLocale(f.locales, lang);
  const { fn } = f;
  return {
    code: fn.code,
    name: resolveTexts(fn.name, locale),
    description: fn.description === undefined ? undefined : resolveTexts(fn.description, locale),
    version: f.version,
    packId: f.packKey,
    packVersion: f.packVersion,
    permissionRequired: fn.permissionRequired,
    form: toClientForm(hideAbsentReferences(fn.form, absent), f.lookupsOf, locale),
    list: resolveTexts(fn.list, locale),
    search: resolveTexts(fn.search ?? [], locale),
    fields: resolveTexts(fn.fields, locale),
    buttons: resolveTexts(fn.buttons ?? [], locale),
    /** Form rules (`rules`, messages translated) and the module's state field, for the browser's checks and tags. */
    rules: resolveTexts(fn.rules ?? [], locale),
    stateField: fn.stateField,
    // The print layout's headings in the request language; field names stay identifiers.
    print: fn.print && {
      ...fn.print,
      title: fn.print.title === undefined ? undefined : resolveTexts(fn.print.title, locale),
      sections: fn.print.sections?.map((s) => ({ ...s, title: s.title === undefined ? undefined : resolveTexts(s.title, locale) })),
    },
    lookups: { enums: resolveGroup(f.lookupsOf.enums, locale), dicts: resolveGroup(f.lookupsOf.dicts, locale) },
  };
}
