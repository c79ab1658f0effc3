import type { Lang } from '../i18n/index';

/** Rule texts per language; `{{field}}`, `{{limit}}`, `{{format}}` are filled in. */
export type RuleName =
  | 'required' | 'type' | 'enum' | 'format' | 'pattern' | 'unknownField'
  | 'maxLength' | 'minLength' | 'maximum' | 'minimum' | 'exclusiveMaximum' | 'exclusiveMinimum'
  | 'maxItems' | 'minItems' | 'invalid' | 'computeFailed' | 'recordTooLarge' | 'signatureEmpty';

const texts: Record<Lang, Record<RuleName, string>> = {
  'zh-CN': {
    required: '{{field}}为必填项', type: '{{field}}的类型不正确', enum: '{{field}}的取值不在可选范围内',
    format: '{{field}}的格式不正确', pattern: '{{field}}的格式不正确', unknownField: '未知字段 {{field}}',
    maxLength: '{{field}}最多{{limit}}个字符', minLength: '{{field}}至少{{limit}}个字符',
    maximum: '{{field}}不能大于{{limit}}', minimum: '{{field}}不能小于{{limit}}',
    exclusiveMaximum: '{{field}}必须小于{{limit}}', exclusiveMinimum: '{{field}}必须大于{{limit}}',
    maxItems: '{{field}}最多{{limit}}行', minItems: '{{field}}至少{{limit}}行', invalid: '{{field}}无效',
    computeFailed: '{{field}}无法计算：{{detail}}', recordTooLarge: '记录过大（最多{{limit}}个字符）',
    signatureEmpty: '{{field}}：签名画布不能为空',
  },
  'zh-TW': {
    required: '{{field}}為必填項', type: '{{field}}的類型不正確', enum: '{{field}}的取值不在可選範圍內',
    format: '{{field}}的格式不正確', pattern: '{{field}}的格式不正確', unknownField: '未知欄位 {{field}}',
    maxLength: '{{field}}最多{{limit}}個字元', minLength: '{{field}}至少{{limit}}個字元',
    maximum: '{{field}}不能大於{{limit}}', minimum: '{{field}}不能小於{{limit}}',
    exclusiveMaximum: '{{field}}必須小於{{limit}}', exclusiveMinimum: '{{field}}必須大於{{limit}}',
    maxItems: '{{field}}最多{{limit}}行', minItems: '{{field}}至少{{limit}}行', invalid: '{{field}}無效',
    computeFailed: '{{field}}無法計算：{{detail}}', recordTooLarge: '記錄過大（最多{{limit}}個字元）',
    signatureEmpty: '{{field}}：簽名畫布不能為空',
  },
  'en-US': {
    required: '{{field}} is required', type: '{{field}} has the wrong type', enum: '{{field}} is not one of the allowed values',
    format: '{{field}} is not in the right format', pattern: '{{field}} is not in the right format',
    unknownField: 'Unknown field {{field}}',
    maxLength: '{{field}} must be at most {{limit}} characters', minLength: '{{field}} must be at least {{limit}} characters',
    maximum: '{{field}} must not exceed {{limit}}', minimum: '{{field}} must be at least {{limit}}',
    exclusiveMaximum: '{{field}} must be less than {{limit}}', exclusiveMinimum: '{{field}} must be greater than {{limit}}',
    maxItems: '{{field}} must have at most {{limit}} rows', minItems: '{{field}} must have at least {{limit}} rows',
    invalid: '{{field}} is not valid', computeFailed: '{{field}} could not be computed: {{detail}}',
    recordTooLarge: 'The record is too large (at most {{limit}} characters)',
    signatureEmpty: '{{field}}: the signature canvas must not be empty',
  },
  'ru-RU': {
    required: 'Поле «{{field}}» обязательно', type: 'Поле «{{field}}» имеет неверный тип',
    enum: 'Значение поля «{{field}}» недопустимо', format: 'Поле «{{field}}» имеет неверный формат',
    pattern: 'Поле «{{field}}» имеет неверный формат', unknownField: 'Неизвестное поле {{field}}',
    maxLength: 'Поле «{{field}}»: не более {{limit}} символов', minLength: 'Поле «{{field}}»: не менее {{limit}} символов',
    maximum: 'Поле «{{field}}» не может быть больше {{limit}}', minimum: 'Поле «{{field}}» не может быть меньше {{limit}}',
    exclusiveMaximum: 'Поле «{{field}}» должно быть меньше {{limit}}', exclusiveMinimum: 'Поле «{{field}}» должно быть больше {{limit}}',
    maxItems: 'Поле «{{field}}»: не более {{limit}} строк', minItems: 'Поле «{{field}}»: не менее {{limit}} строк',
    invalid: 'Поле «{{field}}» недопустимо', computeFailed: 'Поле «{{field}}» не удалось вычислить: {{detail}}',
    recordTooLarge: 'Запись слишком велика (не более {{limit}} символов)',
    signatureEmpty: '{{field}}: поле для подписи не должно быть пустым',
  },
};

/** Row label inside a sub-table, e.g. "Expense lines #2". */
const rowLabel: Record<Lang, string> = {
  'zh-CN': '{{table}}第{{row}}行', 'zh-TW': '{{table}}第{{row}}行',
  'en-US': '{{table}} #{{row}}', 'ru-RU': '{{table}}, строка {{row}}',
};

export function fill(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => (params[k] === undefined ? '' : String(params[k])));
}

export function ruleText(lang: Lang, rule: RuleName, params: Record<string, unknown>): string {
  return fill(texts[lang][rule] ?? texts[lang].invalid, params);
}

export function rowText(lang: Lang, table: string, row: number): string {
  return fill(rowLabel[lang], { table, row });
}
