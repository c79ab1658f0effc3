import { bundledPacks } from '@schemas';
import type { Pack } from '@engine';

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));

/** Menu codes of the bundled packs other than reimbursement (tests written for reimbursement alone leave them out). */
export const otherBundledMenus = new Set(bundledPacks.filter((p) => p.id !== 'reimbursement').flatMap((p) => p.menus.map((m) => m.code)));

export const reimbursementPack = (): Pack => clone(bundledPacks.find((p) => p.id === 'reimbursement')!);

/** The reimbursement pack, version 1.1.0, with one more (optional) field `remark`. */
export function upgradedReimbursement(): Pack {
  const pack = reimbursementPack();
  pack.version = '1.1.0';
  const fn = pack.functions[0];
  fn.fields.push({ name: 'Remark', type: 'text', identifier: 'remark' });
  (fn.form.properties as Record<string, unknown>).remark = {
    type: 'string', title: 'Remark', 'x-decorator': 'FormItem', 'x-component': 'Input', 'x-validator': [{ max: 50 }],
  };
  return pack;
}

/** A tiny pack whose menu no role is granted: only administrators see it. */
export function notesPack(version = '1.0.0'): Pack {
  return {
    id: 'notes',
    version,
    name: 'notes.pack',
    menus: [{ code: 'M41000000000000', parent: null, name: 'notes.menu', icon: 'BookOutlined', position: 'LEFT_TREE', sort: 41, function: 'note' }],
    functions: [{
      code: 'note',
      name: 'notes.name',
      businessType: 'office',
      formType: 'standard',
      displayStyle: 'list',
      permissionRequired: true,
      menu: { displayName: 'notes.menu', directory: 'M41000000000000' },
      fields: [
        { name: 'notes.title', type: 'text', identifier: 'title', searchable: true },
        { name: 'notes.score', type: 'number', identifier: 'score', searchable: true },
      ],
      form: {
        type: 'object',
        properties: {
          title: { type: 'string', title: 'notes.title', required: true, 'x-decorator': 'FormItem', 'x-component': 'Input' },
          score: { type: 'number', title: 'notes.score', 'x-decorator': 'FormItem', 'x-component': 'NumberPicker' },
        },
      },
      list: { columns: [{ field: 'title', showInList: true, sort: true }, { field: 'score', showInList: true, sort: true }] },
      search: [{ field: 'title', rule: 'exact' }, { field: 'score', rule: 'range' }],
    }],
    locales: {
      'zh-CN': { 'notes.pack': '笔记', 'notes.menu': '笔记', 'notes.name': '笔记', 'notes.title': '标题', 'notes.score': '分数' },
      'en-US': { 'notes.pack': 'Notes', 'notes.menu': 'Notes', 'notes.name': 'Notes', 'notes.title': 'Title', 'notes.score': 'Score' },
    },
  };
}
