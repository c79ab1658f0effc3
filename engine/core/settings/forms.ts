import type { FieldRule } from './rules';

/** The rules of each system-settings form, read by the console's forms and by the server's calls. */
export const SETTINGS_FORMS = {
  userCreate: {
    userName: { kind: 'userName', required: true, max: 64 },
    fullName: { kind: 'text', required: true, max: 100 },
    mobilePhone: { kind: 'mobile', required: true },
    password: { kind: 'password', required: true },
  },
  userEdit: {
    fullName: { kind: 'text', required: true, max: 100 },
    mobilePhone: { kind: 'mobile', required: true },
  },
  password: { password: { kind: 'password', required: true } },
  role: { code: { kind: 'code', required: true, max: 64 }, name: { kind: 'text', required: true, max: 100 } },
  department: { name: { kind: 'text', required: true, max: 100 } },
  post: { code: { kind: 'code', required: true, max: 64 }, name: { kind: 'text', required: true, max: 100 } },
  menu: { code: { kind: 'code', required: true, max: 64 }, nameZh: { kind: 'text', required: true, max: 100 }, nameEn: { kind: 'text', max: 100 } },
  dictType: { code: { kind: 'code', required: true, max: 64 }, nameZh: { kind: 'text', required: true, max: 100 } },
  register: {
    corpName: { kind: 'text', required: true, max: 200 },
    fullName: { kind: 'text', required: true, max: 100 },
    creditCode: { kind: 'creditCode', required: true, max: 18 },
    mobile: { kind: 'mobile', required: true },
    authCode: { kind: 'text', required: true, max: 6 },
    password: { kind: 'password', required: true },
    recommendCode: { kind: 'text', max: 64 },
  },
  company: { corpName: { kind: 'text', required: true, max: 200 } },
  /** The become-agent application (spec 000 sections 2.4 and 4.4). */
  agentApply: {
    contactName: { kind: 'text', required: true, max: 100 },
    mobile: { kind: 'mobile', required: true },
    region: { kind: 'text', required: true, max: 100 },
    introduction: { kind: 'text', max: 1000 },
  },
  dictItem: { code: { kind: 'code', required: true, max: 64 }, nameZh: { kind: 'text', required: true, max: 100 } },
} satisfies Record<string, Record<string, FieldRule>>;

export type SettingsFormName = keyof typeof SETTINGS_FORMS;
