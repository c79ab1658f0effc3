import type { Lang } from '../i18n/index';
import { ExpressionError, expressionErrorMessages, type ExpressionMessageKey } from './errors';

type Catalogue = Record<ExpressionMessageKey, string>;

/**
 * Expression failures in the shell languages (code 14 messages must not mix English
 * into the others). `{0}` / `{1}` are the thrower's details; English-only details
 * (an argument complaint, a syntax detail) are translated through {@link DETAILS} or left out.
 */
const CATALOGUES: Record<Exclude<Lang, 'en-US'>, Catalogue> = {
  'zh-CN': {
    syntaxError: '表达式语法错误', syntaxEmpty: '表达式为空', syntaxSingle: '只能写一个表达式', syntaxNode: '不支持的语法',
    limitLength: '表达式超过 {0} 个字符', limitDepth: '表达式嵌套超过 {0} 层', limitResult: '表达式结果过大',
    limitSteps: '表达式计算超过 {0} 步', forbiddenName: '不允许访问“{0}”', forbiddenProperty: '属性“{0}”不可读取',
    forbiddenKey: '属性名只能是文本或数字', forbiddenFunction: '不能读取或返回函数',
    forbiddenMethod: '只能调用内置函数和列表方法（{0}）', forbiddenArrow: '箭头函数只能作为列表方法（{0}）的参数',
    forbiddenOperator: '不支持运算符“{0}”', forbiddenCall: '表达式中不能调用函数“{0}”', unknownFunction: '未知函数“{0}”',
    typeOperand: '运算符“{0}”只接受文本、数字或布尔值', typeArgument: '函数 {0}：{1}', runtimeHost: '表达式执行失败',
  },
  'zh-TW': {
    syntaxError: '運算式語法錯誤', syntaxEmpty: '運算式為空', syntaxSingle: '只能寫一個運算式', syntaxNode: '不支援的語法',
    limitLength: '運算式超過 {0} 個字元', limitDepth: '運算式巢狀超過 {0} 層', limitResult: '運算式結果過大',
    limitSteps: '運算式計算超過 {0} 步', forbiddenName: '不允許存取「{0}」', forbiddenProperty: '屬性「{0}」不可讀取',
    forbiddenKey: '屬性名稱只能是文字或數字', forbiddenFunction: '不能讀取或回傳函式',
    forbiddenMethod: '只能呼叫內建函式和清單方法（{0}）', forbiddenArrow: '箭頭函式只能作為清單方法（{0}）的參數',
    forbiddenOperator: '不支援運算子「{0}」', forbiddenCall: '運算式中不能呼叫函式「{0}」', unknownFunction: '未知函式「{0}」',
    typeOperand: '運算子「{0}」只接受文字、數字或布林值', typeArgument: '函式 {0}：{1}', runtimeHost: '運算式執行失敗',
  },
  'ru-RU': {
    syntaxError: 'Синтаксическая ошибка в выражении', syntaxEmpty: 'Выражение пустое', syntaxSingle: 'Ожидается одно выражение',
    syntaxNode: 'Неподдерживаемый синтаксис', limitLength: 'Выражение длиннее {0} символов',
    limitDepth: 'Вложенность выражения больше {0} уровней', limitResult: 'Результат выражения слишком велик',
    limitSteps: 'Выражению нужно больше {0} шагов', forbiddenName: 'Доступ к «{0}» запрещён', forbiddenProperty: 'Свойство «{0}» недоступно',
    forbiddenKey: 'Ключи свойств должны быть текстом или числом', forbiddenFunction: 'Функции нельзя читать или возвращать',
    forbiddenMethod: 'Можно вызывать только встроенные функции и методы списков ({0})',
    forbiddenArrow: 'Стрелочные функции допустимы только как аргумент методов списков ({0})',
    forbiddenOperator: 'Оператор «{0}» не поддерживается', forbiddenCall: 'Функцию «{0}» нельзя вызывать из выражения',
    unknownFunction: 'Неизвестная функция «{0}»', typeOperand: 'Оператору «{0}» нужны текст, число или логическое значение',
    typeArgument: 'Функция {0}: {1}', runtimeHost: 'Ошибка выполнения выражения',
  },
};

/** The argument complaints the built-ins raise (functions/*.ts), per language. */
const DETAILS: Record<string, Record<Exclude<Lang, 'en-US'>, string>> = {
  'expects text or an array': { 'zh-CN': '参数应为文本或列表', 'zh-TW': '參數應為文字或清單', 'ru-RU': 'ожидается текст или список' },
  'expects an array': { 'zh-CN': '参数应为列表', 'zh-TW': '參數應為清單', 'ru-RU': 'ожидается список' },
  'joins only text, numbers and booleans': { 'zh-CN': '只能连接文本、数字和布尔值', 'zh-TW': '只能連接文字、數字和布林值', 'ru-RU': 'соединяет только текст, числа и логические значения' },
  'digits must be an integer from -15 to 15': { 'zh-CN': '位数应为 -15 到 15 的整数', 'zh-TW': '位數應為 -15 到 15 的整數', 'ru-RU': 'число знаков — целое от -15 до 15' },
  'the condition must be text': { 'zh-CN': '条件应为文本', 'zh-TW': '條件應為文字', 'ru-RU': 'условие должно быть текстом' },
  'the key must be text': { 'zh-CN': '键名应为文本', 'zh-TW': '鍵名應為文字', 'ru-RU': 'ключ должен быть текстом' },
};

/** Generic wording for an argument complaint no entry of DETAILS covers. */
const ARGUMENT_FALLBACK: Record<Exclude<Lang, 'en-US'>, string> = {
  'zh-CN': '参数不正确', 'zh-TW': '參數不正確', 'ru-RU': 'неверный аргумент',
};

export interface ExpressionFailure {
  messageKey: ExpressionMessageKey;
  params: readonly string[];
}

export function isExpressionFailure(value: unknown): value is ExpressionFailure {
  const v = value as ExpressionFailure | null;
  return value instanceof ExpressionError
    || (typeof v === 'object' && v !== null && typeof v.messageKey === 'string' && v.messageKey in expressionErrorMessages && Array.isArray(v.params));
}

/** An expression failure worded in the caller's language (English: the thrower's own text). */
export function expressionErrorText(failure: ExpressionFailure, lang: Lang): string {
  const template = lang === 'en-US' ? expressionErrorMessages[failure.messageKey] : CATALOGUES[lang][failure.messageKey];
  const params = failure.params.map((p, i) => {
    if (lang === 'en-US' || failure.messageKey !== 'typeArgument' || i !== 1) return p;
    return DETAILS[p]?.[lang] ?? ARGUMENT_FALLBACK[lang];
  });
  return template.replace(/\{(\d)\}/g, (_, i: string) => params[Number(i)] ?? '');
}
