import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './support/databases';
import { createHarness, type Harness } from './support/harness';
import { rulesLab, rulesLabPack } from './rules/support';

type FieldErrors = { reqFieldErrorList: { fields: string; fieldStr: string; message: string }[] };
/** Latin words of three letters or more: English left in a message that should have none. */
const english = /[A-Za-z]{3,}/;

describe.each(databases())('shell layout data and localized code-14 messages ($name)', (target) => {
  let h: Harness;
  let lab: Awaited<ReturnType<typeof rulesLab>>;
  beforeAll(async () => {
    h = await createHarness(target);
    lab = await rulesLab(h);
  });
  afterAll(async () => { await h?.close(); });

  it('answers the company version info the trial / expiry banner reads (migration 018)', async () => {
    const token = await h.token('alice');
    const before = await h.post('/api/tenant/queryCurrentTenant', {}, { token });
    expect(before.code).toBe(0);
    expect(before.data).toMatchObject({ tenantStatus: 2, validEndDate: null, tipDays: 7, tipFlag: 0 });
    const end = Date.now() + 3 * 86_400_000;
    await h.db.updateTable('tenants').set({ tenant_status: 1, valid_end_date: end, tip_days: 10, tip_flag: 1 }).where('id', '=', 'acme').execute();
    const after = await h.post('/api/tenant/queryCurrentTenant', {}, { token });
    expect(after.data).toMatchObject({ tenantStatus: 1, validEndDate: end, tipDays: 10, tipFlag: 1 });
  });

  it('words an expression failure of a rule in the caller\'s language, with no English in zh-CN, zh-TW and ru-RU', async () => {
    const pack = rulesLabPack();
    pack.version = '1.0.1';
    const fn = pack.functions.find((f: { code: string }) => f.code === 'rlContract');
    fn.form.properties.grid.properties.name['x-rules'] = [{ expression: 'len(amount) > 0', message: 'x' }];
    expect((await h.post('/api/pack/install', { pack }, { token: lab.admin })).code).toBe(0);
    const messages: Record<string, string> = {};
    for (const lang of ['zh-CN', 'zh-TW', 'ru-RU', 'en-US']) {
      const res = await h.post('/api/fn/rlContract/save', { data: { name: 'N', amount: 5 } }, { token: lab.admin, lang });
      expect(res.code).toBe(14);
      const first = (res.data as FieldErrors).reqFieldErrorList[0];
      expect(first.fields).toBe('name');
      // The field title comes from the pack (no zh-TW there): only the message's own words are checked.
      // The function's name (len) is code, not wording.
      messages[lang] = first.message.replace(first.fieldStr, '').replace(/\blen\b/, '');
    }
    expect(messages['zh-CN']).toContain('参数应为文本或列表');
    expect(messages['zh-TW']).toContain('參數應為文字或清單');
    expect(messages['ru-RU']).toMatch(/ожидается текст или список/);
    for (const lang of ['zh-CN', 'zh-TW', 'ru-RU']) expect(messages[lang], lang).not.toMatch(english);
    expect(messages['en-US']).toMatch(/expects text or an array/);
  });

  it('words flow simulation refusals (code 14) in the caller\'s language', async () => {
    const noFlow = { code: 'x', name: 'X', form: { type: 'object', properties: {} }, fields: [] };
    for (const [lang, text] of [['zh-CN', '该功能没有审批流程'], ['ru-RU', 'У функции нет маршрута согласования'], ['en-US', 'The function has no flow']]) {
      const res = await h.post('/api/fn/design/simulate', { function: noFlow }, { token: lab.admin, lang });
      expect(res.code).toBe(14);
      expect((res.data as FieldErrors).reqFieldErrorList[0].message).toBe(text);
    }
  });
});
