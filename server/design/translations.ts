import { collectTexts, TEXT_LANGS, type PackFunction } from '../engine';
import type { PackFieldError } from '../packs';

/** Translations of a function's texts: language -> text as the definition holds it (a literal or a pack key) -> translation. */
export type Translations = Record<string, Record<string, string>>;

const MAX_TEXTS = 2000;
const MAX_KEY = 500;
const MAX_TRANSLATION = 2000;

const pointer = (...parts: string[]) => `/locales${parts.map((p) => `/${p.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')}`;
const err = (fields: string, message: string): PackFieldError => ({ fields, fieldStr: fields, message });
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Every string anywhere in a value: the texts a translation may name (bounded by the definition's own size). */
export function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const v of value) collectStrings(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectStrings(v, into);
}

/**
 * Checks `design/save`'s `locales`: known languages, at most 2000 texts a language, each a text
 * of the function (as the designer lists them), translations strings of at most 2000 characters. Empty translations are
 * dropped (the text shows as it is). Returns the cleaned translations or the problems.
 */
export function checkTranslations(value: unknown, definition: unknown): { locales: Translations; problems: PackFieldError[] } {
  const problems: PackFieldError[] = [];
  const locales: Translations = {};
  if (!isObject(value)) return { locales, problems: [err('/locales', 'must be an object of languages')] };
  // Only texts people read (names, titles, labels, messages ...): never an identifier or an option's value.
  const texts = new Set(definition && typeof definition === 'object' ? collectTexts(definition as PackFunction).map((x) => x.text) : []);
  for (const [lang, entries] of Object.entries(value)) {
    if (!(TEXT_LANGS as readonly string[]).includes(lang)) {
      problems.push(err(pointer(lang), `is not a language of the designer (${TEXT_LANGS.join(', ')})`));
      continue;
    }
    if (!isObject(entries)) {
      problems.push(err(pointer(lang), 'must be an object of texts and their translations'));
      continue;
    }
    const keys = Object.keys(entries);
    if (keys.length > MAX_TEXTS) {
      problems.push(err(pointer(lang), `has more than ${MAX_TEXTS} texts`));
      continue;
    }
    const out: Record<string, string> = {};
    for (const key of keys) {
      const text = entries[key];
      if (key.length > MAX_KEY) problems.push(err(pointer(lang, key.slice(0, 40)), `a text longer than ${MAX_KEY} characters`));
      else if (!texts.has(key)) problems.push(err(pointer(lang, key), 'is not a text of the function'));
      else if (typeof text !== 'string') problems.push(err(pointer(lang, key), 'must be a string'));
      else if (text.length > MAX_TRANSLATION) problems.push(err(pointer(lang, key), `must be at most ${MAX_TRANSLATION} characters`));
      else if (text.trim()) out[key] = text;
      if (problems.length >= 20) return { locales, problems };
    }
    if (Object.keys(out).length) locales[lang] = out;
  }
  return { locales, problems };
}

/** `over` laid on `base`, language by language (neither is changed). */
export function mergeTranslations(base: Translations, over: Translations): Translations {
  const out: Translations = {};
  for (const [lang, texts] of Object.entries(base)) out[lang] = { ...texts };
  for (const [lang, texts] of Object.entries(over)) out[lang] = { ...out[lang], ...texts };
  return out;
}

/** Only the entries whose text is one of `texts`. */
export function pickTranslations(locales: Translations, texts: ReadonlySet<string>): Translations {
  const out: Translations = {};
  for (const [lang, entries] of Object.entries(locales)) {
    const kept = Object.entries(entries).filter(([k]) => texts.has(k));
    if (kept.length) out[lang] = Object.fromEntries(kept);
  }
  return out;
}

/** A draft row's stored translations. */
export const draftTranslations = (raw: string | null | undefined): Translations => (raw ? (JSON.parse(raw) as Translations) : {});
