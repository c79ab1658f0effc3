import { workflowMessages } from './workflow-messages';
import { engineMessages } from './engine-messages';
import { rulesMessages } from './rules-messages';
import { recordMessages } from './record-messages';
import { settingsMessages } from './settings-messages';
import { securityMessages } from './security-messages';
import { layoutMessages } from './layout-messages';
import { importMessages } from './import-messages';
import { signInMessages } from './signin-messages';
import { agentMessages } from './agent-messages';

/**
 * The server's one message catalogue: every text a response `msg` can carry,
 * in each shell language. `{name}` placeholders are filled by `translate`.
 */
export const messages = {
  ok: { 'zh-CN': '操作成功', 'en-US': 'Success', 'ru-RU': 'Успешно', 'zh-TW': '操作成功' },
  sessionInvalid: {
    'zh-CN': '登录已失效，请重新登录', 'en-US': 'Your session is invalid or has expired, please sign in again',
    'ru-RU': 'Сеанс недействителен или истёк, войдите снова', 'zh-TW': '登入已失效，請重新登入',
  },
  idleLocked: {
    'zh-CN': '长时间未操作，屏幕已锁定，请输入密码解锁', 'en-US': 'The screen is locked after inactivity; enter your password to unlock',
    'ru-RU': 'Экран заблокирован из-за бездействия; введите пароль', 'zh-TW': '長時間未操作，螢幕已鎖定，請輸入密碼解鎖',
  },
  fieldErrors: {
    'zh-CN': '表单校验未通过', 'en-US': 'Some fields are not valid', 'ru-RU': 'Некоторые поля заполнены неверно', 'zh-TW': '表單校驗未通過',
  },
  packInvalid: {
    'zh-CN': '模块包不符合规范', 'en-US': 'The pack is not valid', 'ru-RU': 'Пакет некорректен', 'zh-TW': '模組包不符合規範',
  },
  badRequest: {
    'zh-CN': '请求参数错误：{detail}', 'en-US': 'Bad request: {detail}', 'ru-RU': 'Неверный запрос: {detail}', 'zh-TW': '請求參數錯誤：{detail}',
  },
  badJson: {
    'zh-CN': '请求体不是有效的 JSON', 'en-US': 'The request body is not valid JSON',
    'ru-RU': 'Тело запроса не является корректным JSON', 'zh-TW': '請求內容不是有效的 JSON',
  },
  unknownField: {
    'zh-CN': '请求参数错误：不支持的字段 {field}', 'en-US': 'Bad request: unknown field {field}',
    'ru-RU': 'Неверный запрос: неизвестное поле {field}', 'zh-TW': '請求參數錯誤：不支援的欄位 {field}',
  },
  missingField: {
    'zh-CN': '请求参数错误：缺少字段 {field}', 'en-US': 'Bad request: missing field {field}',
    'ru-RU': 'Неверный запрос: отсутствует поле {field}', 'zh-TW': '請求參數錯誤：缺少欄位 {field}',
  },
  invalidField: {
    'zh-CN': '请求参数错误：字段 {field} 的值无效（{detail}）', 'en-US': 'Bad request: field {field} is not valid ({detail})',
    'ru-RU': 'Неверный запрос: поле {field} недопустимо ({detail})', 'zh-TW': '請求參數錯誤：欄位 {field} 的值無效（{detail}）',
  },
  filterNotAllowed: {
    'zh-CN': '不能按 {field} 查询', 'en-US': 'Cannot filter by {field}', 'ru-RU': 'Нельзя фильтровать по полю {field}', 'zh-TW': '不能按 {field} 查詢',
  },
  filterValueInvalid: {
    'zh-CN': '查询条件 {field} 的值无效', 'en-US': 'The filter value for {field} is not valid',
    'ru-RU': 'Недопустимое значение фильтра {field}', 'zh-TW': '查詢條件 {field} 的值無效',
  },
  sortNotAllowed: {
    'zh-CN': '不能按 {field} 排序', 'en-US': 'Cannot sort by {field}', 'ru-RU': 'Нельзя сортировать по полю {field}', 'zh-TW': '不能按 {field} 排序',
  },
  loginFailed: {
    'zh-CN': '用户名或密码错误', 'en-US': 'Wrong user name or password', 'ru-RU': 'Неверное имя пользователя или пароль', 'zh-TW': '使用者名稱或密碼錯誤',
  },
  wrongPassword: {
    'zh-CN': '密码错误', 'en-US': 'Wrong password', 'ru-RU': 'Неверный пароль', 'zh-TW': '密碼錯誤',
  },
  tenantNotAllowed: {
    'zh-CN': '您不属于该企业', 'en-US': 'You do not belong to this company', 'ru-RU': 'Вы не состоите в этой компании', 'zh-TW': '您不屬於該企業',
  },
  forbidden: {
    'zh-CN': '没有权限执行此操作', 'en-US': 'You do not have permission to do this', 'ru-RU': 'Недостаточно прав', 'zh-TW': '沒有權限執行此操作',
  },
  notFound: {
    'zh-CN': '请求的资源不存在', 'en-US': 'Not found', 'ru-RU': 'Не найдено', 'zh-TW': '請求的資源不存在',
  },
  functionNotFound: {
    'zh-CN': '功能 {code} 不存在', 'en-US': 'Function {code} does not exist', 'ru-RU': 'Функция {code} не существует', 'zh-TW': '功能 {code} 不存在',
  },
  recordNotFound: {
    'zh-CN': '记录不存在', 'en-US': 'The record does not exist', 'ru-RU': 'Запись не существует', 'zh-TW': '記錄不存在',
  },
  packDowngrade: {
    'zh-CN': '已安装版本 {installed}，不能降级到 {version}', 'en-US': 'Version {installed} is installed; cannot downgrade to {version}',
    'ru-RU': 'Установлена версия {installed}; нельзя понизить до {version}', 'zh-TW': '已安裝版本 {installed}，不能降級到 {version}',
  },
  conflict: {
    'zh-CN': '数据冲突，请刷新后重试', 'en-US': 'Conflict, please reload and try again', 'ru-RU': 'Конфликт данных, обновите и повторите', 'zh-TW': '資料衝突，請重新整理後重試',
  },
  payloadTooLarge: {
    'zh-CN': '请求体过大', 'en-US': 'The request body is too large', 'ru-RU': 'Слишком большое тело запроса', 'zh-TW': '請求內容過大',
  },
  internal: {
    'zh-CN': '系统内部错误', 'en-US': 'Internal server error', 'ru-RU': 'Внутренняя ошибка сервера', 'zh-TW': '系統內部錯誤',
  },
  menuWorkbench: { 'zh-CN': '工作台', 'en-US': 'Workbench', 'ru-RU': 'Рабочий стол', 'zh-TW': '工作台' },
  ...workflowMessages,
  ...engineMessages,
  ...rulesMessages,
  ...recordMessages,
  ...settingsMessages,
  ...securityMessages,
  ...layoutMessages,
  ...importMessages,
  ...signInMessages,
  ...agentMessages,
} as const;

export type MessageKey = keyof typeof messages;
