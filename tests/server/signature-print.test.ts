import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatePack } from '@engine';
import { databases } from './support/databases';
import { createEngineHarness, type EngineHarness } from './engine/support';

/** The signature-and-print test pack (tests/fixtures/packs/signoff): purchase requests signed by the applicant. */
function signoffPack(): Record<string, any> {
  const dir = join(process.cwd(), 'tests', 'fixtures', 'packs', 'signoff');
  const pack = JSON.parse(readFileSync(join(dir, 'pack.json'), 'utf8'));
  pack.locales = Object.fromEntries(readdirSync(join(dir, 'locales')).map((f) => [f.replace('.json', ''), JSON.parse(readFileSync(join(dir, 'locales', f), 'utf8'))]));
  return pack;
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const base = { subject: 'Laptops', supplier: 'ACME Computers', lines: [{ item: 'Laptop', qty: 2, price: 650000 }] };

describe('pack print layouts are validated with {path, message}', () => {
  it('accepts the test pack and names each bad key of a print layout', () => {
    expect(validatePack(signoffPack())).toEqual([]);
    const bad = signoffPack();
    bad.functions[0].print = { columns: 5, sections: [{ fields: ['subject', 'nope'] }], signatures: ['supplier', 'ghost'], colour: 'red' };
    expect(validatePack(bad)).toEqual(expect.arrayContaining([
      { path: '/functions/0/print/colour', message: 'is not allowed here' },
      { path: '/functions/0/print/columns', message: 'must be one of 1, 2, 3' },
    ]));
    bad.functions[0].print = { sections: [{ fields: ['subject', 'nope'] }], signatures: ['supplier', 'ghost'] };
    expect(validatePack(bad)).toEqual([
      { path: '/functions/0/print/sections/0/fields/1', message: 'unknown field "nope"' },
      { path: '/functions/0/print/signatures/0', message: 'field "supplier" is not a signature field' },
      { path: '/functions/0/print/signatures/1', message: 'unknown field "ghost"' },
    ]);
  });
});

describe.each(databases())('signature fields and the print layout ($name)', (target) => {
  let h: EngineHarness;
  let tok: Record<string, string>;
  const save = (user: string, data: Record<string, unknown>, lang = 'en-US', id?: number) =>
    h.post('/api/fn/purchase/save', id === undefined ? { data } : { id, data }, { token: tok[user], lang });
  const upload = async (user: string, name = 'signature.png', type = 'image/png', bytes = PNG) => {
    const up = await h.upload('/api/files/upload', tok[user], { functionCode: 'purchase', field: 'applicantSignature' }, { name, type, bytes });
    expect(up.code, up.msg).toBe(0);
    return up.data as { id: string; name: string; size: number; type: string };
  };

  beforeAll(async () => {
    h = await createEngineHarness(target);
    tok = Object.fromEntries(await Promise.all(['alice', 'bob', 'admin'].map(async (u) => [u, await h.token(u)])));
    const installed = await h.post('/api/pack/install', { pack: signoffPack() }, { token: tok.admin });
    expect(installed.code, installed.msg).toBe(0);
  });
  afterAll(async () => { await h?.close(); });

  it('a required signature left empty is "the signature canvas must not be empty", in the caller\'s language', async () => {
    const en = await save('alice', base);
    expect(en.code).toBe(14);
    expect(en.data.reqFieldErrorList).toEqual([expect.objectContaining({ fields: 'applicantSignature', message: "Applicant's signature: the signature canvas must not be empty" })]);
    const zh = await save('alice', { ...base, applicantSignature: null }, 'zh-CN');
    expect(zh.data.reqFieldErrorList[0].message).toBe('申请人签名：签名画布不能为空');
    const ru = await save('alice', base, 'ru-RU');
    expect(ru.data.reqFieldErrorList[0].message).toContain('поле для подписи не должно быть пустым');
  });

  it('a signature is an image of this tenant the signer uploaded; another person\'s image, a forged id or a text file is refused', async () => {
    const mine = await upload('alice');
    const saved = await save('alice', { ...base, applicantSignature: mine });
    expect(saved.code, saved.msg).toBe(0);
    // alice edits her draft: the signature she already holds stays valid.
    expect((await save('alice', { ...base, subject: 'Laptops x2', applicantSignature: mine }, 'en-US', saved.data.id)).code).toBe(0);

    const bobs = await upload('bob');
    const refused = await save('alice', { ...base, applicantSignature: bobs });
    expect(refused.code).toBe(14);
    expect(refused.data.reqFieldErrorList[0]).toMatchObject({ fields: 'applicantSignature', message: "Applicant's signature: the signature is not an image the signer drew" });
    const forged = await save('alice', { ...base, applicantSignature: { id: '00000000-0000-4000-8000-000000000000', name: 'x.png' } });
    expect(forged.code).toBe(14);
    const text = await h.upload('/api/files/upload', tok.alice, {}, { name: 'note.txt', type: 'text/plain', bytes: Buffer.from('not an image') });
    expect(text.code, text.msg).toBe(0);
    expect((await save('alice', { ...base, applicantSignature: text.data })).code).toBe(14);
    // Not a file reference at all: the value schema refuses it.
    expect((await save('alice', { ...base, applicantSignature: 'data:image/png;base64,AAAA' })).code).toBe(14);
    // Another company's user cannot name alice's file either.
    const mallory = await h.token('mallory');
    const other = await h.post('/api/fn/purchase/save', { data: { ...base, applicantSignature: mine } }, { token: mallory, lang: 'en-US' });
    expect(other.code).not.toBe(0);
  });

  it('/meta answers the print layout with its headings in the reader\'s language', async () => {
    const zh = await h.post('/api/fn/purchase/meta', {}, { token: tok.alice, lang: 'zh-CN' });
    expect(zh.data.print).toMatchObject({ title: '采购申请单', columns: 2, signatures: ['applicantSignature'] });
    expect(zh.data.print.sections.map((s: { title: string }) => s.title)).toEqual(['申请信息', '明细与用途']);
    const en = await h.post('/api/fn/purchase/meta', {}, { token: tok.alice, lang: 'en-US' });
    expect(en.data.print.title).toBe('Purchase Request Form');
    expect(en.data.fields.find((f: { identifier: string }) => f.identifier === 'applicantSignature').type).toBe('signature');
  });
});
