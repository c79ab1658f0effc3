import { describe, expect, it } from 'vitest';
import { designerResources } from '@designer';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();

describe('designer locales', () => {
  it('have the same keys in zh-CN, en-US and ru-RU, none empty', () => {
    const reference = keys(designerResources['zh-CN']);
    expect(keys(designerResources['en-US'])).toEqual(reference);
    expect(keys(designerResources['ru-RU'])).toEqual(reference);
    for (const bundle of Object.values(designerResources)) expect(JSON.stringify(bundle)).not.toMatch(/:""/);
  });
});
