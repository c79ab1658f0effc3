import { createHash } from 'node:crypto';

/** Texts of the skeleton, in each locale a pack ships. */
const WORDS = {
  'zh-CN': { menuGroup: '{title}', menu: '{title}', name: '{title}', description: '{title}：说明', title: '标题', happenedOn: '日期', note: '备注' },
  'en-US': { menuGroup: '{title}', menu: '{title}', name: '{title}', description: '{title}: what it is for', title: 'Title', happenedOn: 'Date', note: 'Note' },
  'ru-RU': { menuGroup: '{title}', menu: '{title}', name: '{title}', description: '{title}: назначение', title: 'Название', happenedOn: 'Дата', note: 'Примечание' },
} as const;

/** `visit-log` -> `Visit log`. */
function titleOf(id: string): string {
  const words = id.replace(/[-_]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Menu digits derived from the id, so two new packs do not claim the same menu codes. */
function menuDigits(id: string): string {
  const n = BigInt(`0x${createHash('sha256').update(id).digest('hex').slice(0, 15)}`) % 90_000_000_000_000n;
  return String(10_000_000_000_000n + n);
}

/** The locale file of one language for a new pack. */
function localeOf(id: string, lang: keyof typeof WORDS): Record<string, string> {
  const w = WORDS[lang];
  const fill = (s: string) => s.replace('{title}', titleOf(id));
  return {
    [`${id}.pack`]: fill(w.name),
    [`${id}.menuGroup`]: fill(w.menuGroup),
    [`${id}.menu`]: fill(w.menu),
    [`${id}.name`]: fill(w.name),
    [`${id}.description`]: fill(w.description),
    [`${id}.fields.title`]: w.title,
    [`${id}.fields.happenedOn`]: w.happenedOn,
    [`${id}.fields.note`]: w.note,
  };
}

function formOf(id: string): Record<string, unknown> {
  const item = (type: string, component: string, extra: Record<string, unknown>) => ({ type, 'x-decorator': 'FormItem', 'x-component': component, ...extra });
  return {
    type: 'object',
    properties: {
      title: item('string', 'Input', { title: `${id}.fields.title`, required: true, 'x-validator': [{ max: 100 }] }),
      happenedOn: item('string', 'DatePicker', { title: `${id}.fields.happenedOn`, required: true, 'x-validator': [{ format: 'date' }] }),
      note: item('string', 'Input.TextArea', { title: `${id}.fields.note`, 'x-validator': [{ max: 500 }] }),
    },
  };
}

/** A new pack: one menu group, one function with three fields, list, search, and locales. Valid and installable as is. */
export function packSkeleton(id: string): { pack: Record<string, unknown>; locales: Record<string, Record<string, string>> } {
  const digits = menuDigits(id);
  const group = `M${digits}`;
  const page = `S${digits}`;
  const pack = {
    id,
    version: '0.1.0',
    name: `${id}.pack`,
    menus: [
      { code: group, parent: null, name: `${id}.menuGroup`, icon: 'AppstoreOutlined', position: 'LEFT_TREE', sort: 50 },
      { code: page, parent: group, name: `${id}.menu`, icon: 'FileTextOutlined', position: 'LEFT_TREE', sort: 1, function: id },
    ],
    functions: [{
      code: id,
      name: `${id}.name`,
      businessType: 'general',
      formType: 'standard',
      displayStyle: 'list',
      permissionRequired: true,
      menu: { displayName: `${id}.menu`, directory: group },
      description: `${id}.description`,
      fields: [
        { name: `${id}.fields.title`, type: 'text', identifier: 'title', searchable: true },
        { name: `${id}.fields.happenedOn`, type: 'date', identifier: 'happenedOn', searchable: true },
        { name: `${id}.fields.note`, type: 'textarea', identifier: 'note' },
      ],
      form: formOf(id),
      list: {
        columns: [
          { field: 'title', showInList: true, sort: true, width: 240, order: 1 },
          { field: 'happenedOn', showInList: true, sort: true, width: 140, order: 2 },
          { field: 'note', showInList: false, order: 3 },
        ],
        defaultSort: { field: 'createdAt', order: 'desc' },
      },
      search: [
        { field: 'title', control: 'input', rule: 'fuzzy' },
        { field: 'happenedOn', control: 'dateRange', rule: 'period' },
      ],
    }],
  };
  const locales = Object.fromEntries((Object.keys(WORDS) as (keyof typeof WORDS)[]).map((lang) => [lang, localeOf(id, lang)]));
  return { pack, locales };
}
