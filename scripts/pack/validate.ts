import { validatePack } from '../../engine/index';
import type { Problem } from './problems';
import type { PackFolder } from './readPack';

/** Every pack ships these locales (DESIGN.md section 3); zh-TW is optional. */
export const REQUIRED_LANGS = ['zh-CN', 'en-US', 'ru-RU'] as const;

/** At most this many texts are checked, so a runaway pack cannot stall the CLI. */
const MAX_TEXTS = 100_000;

function localeProblems(folder: PackFolder): Problem[] {
  const problems: Problem[] = [];
  const langs = Object.keys(folder.locales);
  for (const lang of REQUIRED_LANGS) {
    if (!langs.includes(lang) && !folder.problems.some((p) => p.file === folder.localeFile(lang))) {
      problems.push({ file: folder.localeFile(lang), line: 1, column: 1, message: `missing: every pack ships ${REQUIRED_LANGS.join(', ')}` });
    }
  }
  // A key one language has and another lacks shows up as a raw key in the other.
  for (const lang of langs) {
    const missing = new Map<string, string[]>();
    for (const other of langs.filter((l) => l !== lang)) {
      for (const key of Object.keys(folder.locales[other]).slice(0, MAX_TEXTS)) {
        if (!(key in folder.locales[lang])) missing.set(key, [...(missing.get(key) ?? []), `${other}.json`]);
      }
    }
    for (const [key, others] of missing) {
      problems.push({ file: folder.localeFile(lang), line: 1, column: 1, message: `lacks "${key}" (${others.join(', ')} ${others.length > 1 ? 'have' : 'has'} it)` });
    }
  }
  return problems;
}

/** Strings in pack.json that start with `<pack id>.` are meant as keys: each must be in the default locale. */
function unknownKeyProblems(folder: PackFolder, pack: Record<string, unknown>): Problem[] {
  const id = pack.id;
  const keys = folder.locales['zh-CN'];
  if (typeof id !== 'string' || !keys) return [];
  const problems: Problem[] = [];
  let seen = 0;
  const walk = (value: unknown, pointer: string): void => {
    if (++seen > MAX_TEXTS) return;
    if (typeof value === 'string') {
      if (value.startsWith(`${id}.`) && /^[\w.-]+$/.test(value) && !(value in keys)) {
        problems.push(folder.locate(pointer, `"${value}" is not a key of locales/zh-CN.json`));
      }
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, `${pointer}/${i}`));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) if (k !== 'locales') walk(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    }
  };
  walk(pack, '');
  return problems;
}

/**
 * Checks a pack folder the way the server will (the engine's pack validation:
 * meta-schema and cross-references) plus what only a folder can get wrong
 * (missing locale files, keys missing in one language). Empty when the pack is good.
 */
export function validatePackFolder(folder: PackFolder): Problem[] {
  if (!folder.pack) return folder.problems;
  const engineProblems = validatePack(folder.pack).map((e) => folder.locate(e.path, e.message));
  return [...folder.problems, ...engineProblems, ...localeProblems(folder), ...unknownKeyProblems(folder, folder.pack)];
}
