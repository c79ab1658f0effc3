import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { getNodeValue, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { Problem } from './problems';
import { nodeAtPointer, pointerSegments, positionAt } from './positions';

/** A JSON file of the pack folder, parsed with positions kept. */
interface SourceFile {
  path: string;
  text: string;
  root: Node | undefined;
  /** Where this file sits in the assembled pack: `''` for pack.json, `/locales/en-US` for a locale. */
  pointer: string;
}

/** A pack folder read from disk: the pack as the server receives it, and where each part came from. */
export interface PackFolder {
  dir: string;
  /** undefined when pack.json is missing or is not JSON. */
  pack: Record<string, unknown> | undefined;
  /** Problems of reading: missing files, JSON syntax. */
  problems: Problem[];
  /** Where the value a JSON pointer into the pack names is written. */
  locate(pointer: string, message: string): Problem;
  /** Locale files by language, as read. */
  locales: Record<string, Record<string, unknown>>;
  localeFile(lang: string): string;
}

/** Larger files are not packs; reading stops there rather than filling memory. */
const MAX_FILE_BYTES = 8 * 1024 * 1024;

function readSource(path: string, pointer: string, problems: Problem[]): SourceFile | undefined {
  if (!existsSync(path)) {
    problems.push({ file: path, line: 1, column: 1, message: 'file not found' });
    return undefined;
  }
  if (statSync(path).size > MAX_FILE_BYTES) {
    problems.push({ file: path, line: 1, column: 1, message: `larger than ${MAX_FILE_BYTES} bytes` });
    return undefined;
  }
  const text = readFileSync(path, 'utf8');
  const errors: ParseError[] = [];
  // Strict JSON: the server will read exactly this, so no comments and no trailing commas.
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  for (const e of errors) {
    problems.push({ file: path, ...positionAt(text, e.offset), message: `JSON: ${printParseErrorCode(e.error)}` });
  }
  if (errors.length || !root) return { path, text, root: undefined, pointer };
  if (root.type !== 'object') {
    problems.push({ file: path, line: 1, column: 1, message: 'must hold a JSON object' });
    return { path, text, root: undefined, pointer };
  }
  return { path, text, root, pointer };
}

/** Reads `<dir>/pack.json` and `<dir>/locales/<lang>.json` into one pack, the way the server expects it. */
export function readPackFolder(dir: string): PackFolder {
  const problems: Problem[] = [];
  const manifest = readSource(join(dir, 'pack.json'), '', problems);
  const localeDir = join(dir, 'locales');
  const localeNames = existsSync(localeDir) ? readdirSync(localeDir).filter((n) => n.endsWith('.json')).sort() : [];
  const sources = localeNames
    .map((name) => readSource(join(localeDir, name), `/locales/${basename(name, '.json')}`, problems))
    .filter((s): s is SourceFile => s !== undefined);
  const locales: Record<string, Record<string, unknown>> = {};
  for (const s of sources) if (s.root) locales[s.pointer.slice('/locales/'.length)] = getNodeValue(s.root);
  const pack = manifest?.root ? { ...(getNodeValue(manifest.root) as Record<string, unknown>), locales } : undefined;
  const files = [manifest, ...sources].filter((s): s is SourceFile => s !== undefined);

  const locate = (pointer: string, message: string): Problem => {
    const inLocale = files.find((f) => f.pointer && (pointer === f.pointer || pointer.startsWith(`${f.pointer}/`)));
    const file = inLocale ?? manifest ?? files[0];
    const shown = `${pointer || '/'} ${message}`;
    if (!file?.root) return { file: file?.path ?? join(dir, 'pack.json'), line: 1, column: 1, message: shown };
    const node = nodeAtPointer(file.root, pointerSegments(pointer.slice(file.pointer.length)));
    return { file: file.path, ...positionAt(file.text, node.offset), message: shown };
  };
  return { dir, pack, problems, locate, locales, localeFile: (lang) => join(localeDir, `${lang}.json`) };
}
