import { describe, expect, it } from 'vitest';
import { flowMessages, operatorsByKind } from '@engine';
import en from '../../../designer/i18n/locales/flow/en-US.json';
import ru from '../../../designer/i18n/locales/flow/ru-RU.json';
import zh from '../../../designer/i18n/locales/flow/zh-CN.json';
import type { SimulationNote } from '../../../server/simulation';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flatten(v, `${prefix}${k}.`)))));
}

const catalogues = { 'zh-CN': flatten(zh), 'en-US': flatten(en), 'ru-RU': flatten(ru) };
const NOTES: SimulationNote[] = ['notAllowedToStart', 'skipRule', 'emptyAutoPass', 'emptyToAdmin', 'emptyReject', 'noAdmin', 'autoApproved', 'noBranch'];

describe('flow designer texts', () => {
  it('has the same keys in every language, none empty, placeholders kept', () => {
    const keys = Object.keys(catalogues['en-US']).sort();
    for (const [lang, texts] of Object.entries(catalogues)) {
      expect(Object.keys(texts).sort(), lang).toEqual(keys);
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
        const params = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
        expect(params(text), `${lang} ${key}`).toEqual(params(catalogues['en-US'][key]));
      }
    }
    expect(catalogues['zh-CN']['ops.gt']).not.toBe(catalogues['en-US']['ops.gt']);
  });

  it('translates every engine problem code, operator and simulation note', () => {
    for (const texts of Object.values(catalogues)) {
      for (const code of Object.keys(flowMessages)) expect(texts[`problems.${code.replace(/^flow\./, '')}`], code).toBeDefined();
      for (const op of new Set(Object.values(operatorsByKind).flat())) expect(texts[`ops.${op}`], op).toBeDefined();
      for (const note of NOTES) expect(texts[`simulation.notes.${note}`], note).toBeDefined();
    }
  });
});
