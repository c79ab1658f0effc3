import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Packs are data: engine/, runtime/, designer/ and server/ know no pack.
 * For every pack in schemas/ this test collects the names that belong to
 * the pack and fails when the product's code mentions one of them.
 *
 * What is checked, and where:
 * - the pack id and its function codes: as a word inside any string literal
 *   of a .ts/.tsx file (`'asset'`, `'/fn/asset'`, `` `${'asset'}` ``) and inside
 *   any key of a .json file. Import specifiers are skipped (`bpmn-js/dist/assets/x.css`
 *   names a package's folder, not the pack).
 * - compound field identifiers and lookup codes (`assetCode`, `expectedReturnDate`,
 *   anything with an upper-case letter, a digit or `_`): as a whole word anywhere
 *   in the text, code and comments alike. Nobody writes `borrowDate` by accident.
 * - one-word field identifiers and lookup codes (`keeper`, `vehicle`): like pack ids,
 *   inside string literals and json keys.
 *
 * One-word names are also the engine's own vocabulary far too often (`name`,
 * `status`, `type`, `department` is a field type, `total` a sub-table footer):
 * a hit on them proves nothing. ENGINE_VOCABULARY lists those words with the
 * reason; every other one-word name is checked. SPEC_VOCABULARY allows a word
 * in the few files where the product means its own, spec-given thing by it.
 */
const ROOT = resolve(__dirname, '../..');
const PRODUCT = ['engine', 'runtime', 'designer', 'server'];

/** One-word names the engine uses for its own meaning; never evidence of a pack. */
const ENGINE_VOCABULARY: Record<string, string> = {
  name: 'every entity has a name',
  title: 'form node titles',
  type: 'field and node types',
  code: 'menu, role, function codes',
  status: 'generic list column and filter word',
  state: 'document and process states',
  total: 'paging totals and sub-table footers',
  summary: 'sub-table summary rows, flow designer summaries',
  department: 'a built-in field type and the organisation tree',
  user: 'a built-in field type',
  category: 'function categories of the pack meta-schema',
  reason: 'abnormal reasons and rejection reasons',
  location: 'the browser location object',
  days: 'the expression evaluator\'s days() function',
  subject: 'the session subject of the auth guards',
  lines: 'help texts about text areas',
  remarks: 'generic text',
  description: 'function descriptions',
  date: 'a built-in field type',
  amount: 'generic money word',
  items: 'JSON schema array items',
  item: 'dictionary items, list items and the expression catalogue\'s item',
  applicant: 'the print view\'s label for the process initiator',
  attachments: 'the file-upload messages of the security layer',
  brand: 'the shell\'s branding (sider and sign-in brand marks)',
  purpose: 'the purpose of an SMS code (sign-in, registration)',
};

/** A word the product uses with its own, spec-given meaning in these files (prefixes). */
const SPEC_VOCABULARY: Record<string, { files: string[]; why: string }> = {
  asset: {
    files: ['designer/functions/model/options.ts', 'designer/i18n/locales/functions/'],
    why: 'a business type of a function (spec 001 section 3, "business type")',
  },
  assets: {
    files: ['server/web/static.ts', 'engine/core/pack/menuPaths.ts'],
    why: 'Vite\'s build folder of hashed files, which get immutable caching (and no pack menu path may take it over)',
  },
  project: {
    files: ['designer/functions/model/options.ts', 'designer/i18n/locales/functions/'],
    why: 'a business type of a function (spec 001 section 3, "business type")',
  },
  sales: {
    files: ['designer/functions/model/options.ts', 'designer/i18n/locales/functions/'],
    why: 'a business type of a function (spec 001 section 3, "business type")',
  },
  finance: {
    files: ['designer/functions/model/options.ts', 'designer/i18n/locales/functions/', 'server/seed/demo-data.ts'],
    why: 'a business type of a function, and the demo tenants\' finance role and user (docs/contract.md)',
  },
  contract: {
    files: ['runtime/agent/', 'runtime/router/router.tsx', 'server/agent/', 'server/i18n/agent-messages.ts'],
    why: 'the agent contract of the agent programme: its spec calls (`/api/agentcontract/...`) and route (spec 000 sections 4.4 and 7)',
  },
  purchase: {
    files: ['designer/functions/model/options.ts', 'designer/i18n/locales/functions/'],
    why: 'a business type of a function (spec 001 section 3, "business type")',
  },
};

interface PackNames { pack: string; literalWords: Set<string>; wholeWords: Set<string> }

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(p);
    return /\.(ts|tsx|json)$/.test(name) ? [p] : [];
  });
}

/** The data keys of a Formily form: every `properties` key that is not a void layout node. */
function formKeys(node: unknown, out: Set<string>): void {
  if (!node || typeof node !== 'object') return;
  const n = node as { type?: string; properties?: Record<string, unknown>; items?: unknown };
  for (const [key, child] of Object.entries(n.properties ?? {})) {
    if ((child as { type?: string })?.type !== 'void') out.add(key);
    formKeys(child, out);
  }
  formKeys(n.items, out);
}

const isCompound = (w: string) => /[A-Z0-9_-]/.test(w.slice(1));

function namesOf(packDir: string): PackNames {
  const pack = JSON.parse(readFileSync(join(packDir, 'pack.json'), 'utf8')) as {
    id: string; functions: { code: string; fields: { identifier: string }[]; form: unknown }[];
    lookups?: { dicts?: Record<string, unknown>; enums?: Record<string, unknown> };
  };
  const literalWords = new Set<string>([pack.id, ...pack.functions.map((f) => f.code)]);
  const wholeWords = new Set<string>();
  const named = new Set<string>([...Object.keys(pack.lookups?.dicts ?? {}), ...Object.keys(pack.lookups?.enums ?? {})]);
  for (const fn of pack.functions) {
    for (const f of fn.fields) named.add(f.identifier);
    formKeys(fn.form, named);
  }
  for (const w of named) {
    if (isCompound(w)) wholeWords.add(w);
    else if (!(w in ENGINE_VOCABULARY)) literalWords.add(w);
  }
  for (const w of literalWords) if (isCompound(w)) wholeWords.add(w);
  return { pack: pack.id, literalWords, wholeWords };
}

const stripComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
const wordsOf = (s: string) => s.split(/[^A-Za-z0-9_]+/).filter(Boolean);

/** The words of every string literal of a TS file (import specifiers left out), or of every key of a JSON file. */
function literalWordsOf(file: string, text: string): Set<string> {
  const out = new Set<string>();
  if (file.endsWith('.json')) {
    const walk = (v: unknown): void => {
      if (!v || typeof v !== 'object') return;
      for (const [k, child] of Object.entries(v)) {
        wordsOf(k).forEach((w) => out.add(w));
        walk(child);
      }
    };
    walk(JSON.parse(text));
    return out;
  }
  const code = stripComments(text).replace(/\b(?:from|import)\s*\(?\s*(['"])[^'"\n]*\1/g, '');
  for (const lit of code.match(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g) ?? []) {
    wordsOf(lit.slice(1, -1)).forEach((w) => out.add(w));
  }
  return out;
}

const allowed = (word: string, rel: string) => SPEC_VOCABULARY[word]?.files.some((f) => rel.startsWith(f)) ?? false;

const schemasDir = join(ROOT, 'schemas');
const packDirs = readdirSync(schemasDir).map((d) => join(schemasDir, d)).filter((d) => existsSync(join(d, 'pack.json')));
const files = PRODUCT.flatMap((d) => sourceFiles(join(ROOT, d))).map((abs) => ({ rel: relative(ROOT, abs), text: readFileSync(abs, 'utf8') }));

describe('packs are data', () => {
  it('finds the packs and the product files it checks', () => {
    expect(packDirs.length).toBeGreaterThan(0);
    expect(files.length).toBeGreaterThan(100);
  });

  describe.each(packDirs.map((d) => [relative(ROOT, d), namesOf(d)] as const))('%s', (_dir, names) => {
    it('has no pack id, function code, lookup code or field identifier in engine/, runtime/, designer/ or server/', () => {
      const hits: string[] = [];
      for (const f of files) {
        const words = literalWordsOf(f.rel, f.text);
        for (const w of names.literalWords) if (words.has(w) && !allowed(w, f.rel)) hits.push(`${f.rel}: '${w}'`);
        for (const w of names.wholeWords) {
          if (new RegExp(`\\b${w}\\b`).test(f.text) && !allowed(w, f.rel)) hits.push(`${f.rel}: ${w}`);
        }
      }
      expect(hits).toEqual([]);
    });
  });

  it('catches a pack name in product code (the check is not blind)', () => {
    const names = namesOf(join(schemasDir, 'reimbursement'));
    expect(names.literalWords.has('reimbursement')).toBe(true);
    expect(names.wholeWords.has('payeeAccount')).toBe(true);
    expect(literalWordsOf('x.ts', "const c = fn === 'reimbursement' ? 1 : 0; // reimbursement").has('reimbursement')).toBe(true);
    expect(literalWordsOf('x.ts', "import a from 'reimbursement/x'; const b = 1;").has('reimbursement')).toBe(false);
    expect(literalWordsOf('x.json', '{"menu": {"vehicle": "text about a vehicle"}}').has('vehicle')).toBe(true);
    expect(literalWordsOf('x.json', '{"menu": "text about a vehicle"}').has('vehicle')).toBe(false);
  });
});
