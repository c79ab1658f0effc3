import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import zh from '../../../designer/i18n/locales/panels/zh-CN.json';
import en from '../../../designer/i18n/locales/panels/en-US.json';
import ru from '../../../designer/i18n/locales/panels/ru-RU.json';
import { SYSTEM_COLUMNS } from '../../../designer/config-panels/model/listFields';
import { searchChoices, searchKindOf } from '../../../designer/config-panels/model/searchChoices';
import { SERIAL_RESETS } from '../../../designer/config-panels/model/validation';
import type { FieldType } from '@engine';

type Tree = { [k: string]: string | Tree };
const flat = (t: Tree, p = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[`${p}${k}`, v]] : Object.entries(flat(v, `${p}${k}.`)))));

const bundles = { 'zh-CN': flat(zh as Tree), 'en-US': flat(en as Tree), 'ru-RU': flat(ru as Tree) };
const TYPES: FieldType[] = ['text', 'textarea', 'number', 'money', 'percent', 'date', 'datetime', 'dateRange', 'select', 'radio', 'checkbox', 'switch', 'user', 'department', 'attachment', 'subTable', 'serial', 'relatedRecord'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? sources(join(dir, n)) : /\.tsx?$/.test(n) ? [join(dir, n)] : []));
}

describe('panel texts', () => {
  it('have the same keys in zh-CN, en-US and ru-RU, none empty', () => {
    const keys = Object.keys(bundles['zh-CN']).sort();
    for (const b of Object.values(bundles)) {
      expect(Object.keys(b).sort()).toEqual(keys);
      expect(Object.entries(b).filter(([, v]) => !v.trim())).toEqual([]);
    }
  });

  it('cover every key the panels use, the built ones included', () => {
    const used = new Set<string>();
    for (const f of sources(join(process.cwd(), 'designer', 'config-panels'))) {
      for (const m of readFileSync(f, 'utf8').matchAll(/'designer\.panels\.([A-Za-z.]+[A-Za-z])'/g)) used.add(m[1]);
    }
    for (const t of TYPES) {
      used.add(`types.${t}`);
      for (const c of searchChoices(t)) used.add(`search.rules.${searchKindOf(t)}.${c.rule}`).add(`search.controls.${c.control}`);
    }
    for (const r of SERIAL_RESETS) used.add(`serial.resets.${r}`);
    for (const p of ['prefix', 'date', 'fields', 'counter']) used.add(`serial.parts.${p}`);
    for (const c of SYSTEM_COLUMNS) used.add(`list.system.${c}`);
    for (const k of ['required', 'unique', 'integer', 'padding', 'step']) used.add(`errors.${k}`);
    const missing = [...used].filter((k) => !(k in bundles['en-US']));
    expect(missing).toEqual([]);
  });
});
