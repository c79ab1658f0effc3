import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './support/databases';
import { createHarness, type Harness } from './support/harness';
import { notesPack, otherBundledMenus } from './support/packs';

type Node = { code: string; title: string; frontPath: string | null; children: Node[]; realChildren: Node[] };
/** Menu codes of a tree, without the menus of bundled packs other than reimbursement (their own tests cover them). */
const codes = (tree: Node[]): string[] => tree.flatMap((n) => [n.code, ...codes(n.children)]).filter((c) => !otherBundledMenus.has(c));
const withoutOtherPacks = (tree: Node[]): Node[] => tree.filter((n) => !otherBundledMenus.has(n.code));

describe.each(databases())('menu tree ($name)', (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(target);
    const installed = await h.post('/api/pack/install', { pack: notesPack() }, { token: await h.token('admin') });
    expect(installed.code).toBe(0);
  });
  afterAll(async () => { await h?.close(); });

  it('gives alice the workbench and the menus her roles grant, titled in her language', async () => {
    const res = await h.post('/api/sys/getMenuTreetByUser', {}, { token: await h.token('alice'), lang: 'en-US' });
    expect(res.code).toBe(0);
    const tree: Node[] = withoutOtherPacks(res.data.menuTree);
    expect(codes(tree)).toEqual(['M10000000000000', 'M30000000000000', 'S30010000000000']);
    expect(tree[0]).toMatchObject({ code: 'M10000000000000', frontPath: '/workbench', title: 'Workbench' });
    const expenses = tree.find((n) => n.code === 'M30000000000000')!;
    expect(expenses).toMatchObject({ title: 'Expenses', frontPath: null });
    expect(expenses.children[0]).toMatchObject({ title: 'Reimbursements', frontPath: '/reimbursement-list/reimbursement-query-list', function: 'reimbursement' });
    expect(expenses.realChildren).toHaveLength(1);
    expect(Object.fromEntries(Object.entries(res.data.menuMap).filter(([c]) => !otherBundledMenus.has(c)))).toEqual({
      M10000000000000: ['view'],
      M30000000000000: ['view', 'create', 'edit', 'delete', 'export', 'import'],
      S30010000000000: ['view', 'create', 'edit', 'delete', 'export', 'import'],
    });
  });

  it('gives the administrator every menu, including ones no role was granted', async () => {
    const res = await h.post('/api/sys/getMenuTreetByUser', {}, { token: await h.token('admin') });
    const all = codes(res.data.menuTree);
    // The console's menus (system settings, issue 15) come after the pack's.
    expect(all.filter((c: string) => !c.startsWith('S903') && c !== 'M20000000000000' && c !== 'S20020000000000' && c !== 'S33000000000000' && c !== 'S902000000000000'))
      .toEqual(['M10000000000000', 'M30000000000000', 'S30010000000000', 'M41000000000000']);
    expect(all).toContain('S903010300000000');
    // The agent entries' menu (spec 000 section 6), a system menu every administrator holds.
    expect(all).toContain('S902000000000000');
    expect(res.data.menuTree[0].title).toBe('工作台');
    expect(res.data.menuTree.find((n: Node) => n.code === 'M30000000000000').title).toBe('费用报销');
    expect(Object.keys(res.data.menuMap)).toContain('M41000000000000');
  });

  it('keeps alice out of a function she has no menu for (403)', async () => {
    const token = await h.token('alice');
    expect((await h.post('/api/fn/note/meta', {}, { token })).code).toBe(403);
    expect((await h.post('/api/fn/note/save', { data: { title: 'x' } }, { token })).code).toBe(403);
    expect((await h.post('/api/fn/note/meta', {}, { token: await h.token('admin') })).code).toBe(0);
  });

  it('translates into Russian and falls back to zh-CN pack texts for zh-TW', async () => {
    const token = await h.token('alice');
    const ru = await h.post('/api/sys/getMenuTreetByUser', {}, { token, lang: 'ru-RU' });
    expect(withoutOtherPacks(ru.data.menuTree)[1].title).toBe('Расходы');
    const tw = await h.post('/api/sys/getMenuTreetByUser', {}, { token, lang: 'zh-TW' });
    expect(withoutOtherPacks(tw.data.menuTree)[1].title).toBe('费用报销');
    expect(tw.msg).toBe('操作成功');
  });
});
