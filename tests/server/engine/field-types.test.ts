import { describe, expect, it } from 'vitest';
import { createRecordValidator } from '@engine';
import { enginePack } from './engine-pack';

/** The value shapes the server accepts for pickers and uploads (declared field types), without a database. */
describe('record validator: declared field types', () => {
  const pack = enginePack();
  const fn = pack.functions[0];
  const validate = createRecordValidator(fn, pack.lookups);
  const rules = (data: Record<string, unknown>) => validate({ title: 't', ...data }).map((v) => `${v.path}:${v.rule}`);

  it('accepts the shapes pickers and uploads keep', () => {
    expect(rules({
      files: [{ id: 'f1', name: 'a.pdf', size: 3, type: 'application/pdf', url: '/api/files/f1' }],
      owner: 3, parent: { fn: 'ticket', id: 7, label: 'T-1' }, tags: ['ui', 'api'], no: 'T0001',
    })).toEqual([]);
    expect(rules({ owner: [1, '2'], parent: 7, files: null, tags: null })).toEqual([]);
  });

  it('refuses wrong shapes and unknown codes', () => {
    expect(rules({ files: ['x'] })).toEqual(['files.0:type']);
    expect(rules({ files: [{ name: 'no id' }] })).toEqual(['files.0.id:required']);
    expect(rules({ tags: ['ui', 'nope'] })).toEqual(['tags.1:enum']);
    expect(rules({ parent: { fn: 'ticket' } })).toContain('parent.id:required');
    expect(rules({ owner: { id: 1 } })).toContain('owner:type');
    expect(rules({ files: [{ id: 'f', name: 'n', extra: { nested: true } }] })).toEqual(['files.0.extra:type']);
  });
});
