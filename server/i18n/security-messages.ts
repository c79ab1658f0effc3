/** Texts of the security limits (issue 17: throttling, tickets, caps), in each shell language. */
export const securityMessages = {
  expressionFailed: {
    'zh-CN': '表达式无法计算：{detail}', 'en-US': 'An expression could not be evaluated: {detail}',
    'ru-RU': 'Выражение не удалось вычислить: {detail}', 'zh-TW': '表達式無法計算：{detail}',
  },
  tooManyAttempts: {
    'zh-CN': '尝试次数过多，请 {seconds} 秒后再试', 'en-US': 'Too many attempts, try again in {seconds} s',
    'ru-RU': 'Слишком много попыток, повторите через {seconds} с', 'zh-TW': '嘗試次數過多，請 {seconds} 秒後再試',
  },
  unlockAttemptsExhausted: {
    'zh-CN': '解锁密码错误次数过多，请重新登录', 'en-US': 'Too many wrong unlock passwords, please sign in again',
    'ru-RU': 'Слишком много неверных паролей разблокировки, войдите снова', 'zh-TW': '解鎖密碼錯誤次數過多，請重新登入',
  },
  serverBusy: {
    'zh-CN': '服务器繁忙，请稍后再试', 'en-US': 'The server is busy, try again in a moment',
    'ru-RU': 'Сервер занят, повторите чуть позже', 'zh-TW': '伺服器忙碌，請稍後再試',
  },
  requestIdTooLong: {
    'zh-CN': '请求参数错误：x-request-id 最多 {limit} 个字符', 'en-US': 'Bad request: x-request-id must be at most {limit} characters',
    'ru-RU': 'Неверный запрос: x-request-id не длиннее {limit} символов', 'zh-TW': '請求參數錯誤：x-request-id 最多 {limit} 個字元',
  },
  ticketInvalid: {
    'zh-CN': '链接已失效，请重试', 'en-US': 'The link has expired, please try again',
    'ru-RU': 'Ссылка недействительна, повторите попытку', 'zh-TW': '連結已失效，請重試',
  },
  uploadQuotaExceeded: {
    'zh-CN': '上传空间已满（上限 {limit}）', 'en-US': 'Upload quota reached (at most {limit})',
    'ru-RU': 'Квота загрузок исчерпана (не более {limit})', 'zh-TW': '上傳空間已滿（上限 {limit}）',
  },
  companyQuotaExceeded: {
    'zh-CN': '公司上传空间已满（上限 {limit}），请联系管理员清理附件', 'en-US': 'The company\'s upload quota is reached (at most {limit}); ask an administrator to clear old attachments',
    'ru-RU': 'Квота загрузок компании исчерпана (не более {limit}); попросите администратора удалить старые вложения', 'zh-TW': '公司上傳空間已滿（上限 {limit}），請聯絡管理員清理附件',
  },
  badMultipart: {
    'zh-CN': '上传的请求格式错误', 'en-US': 'The upload request is malformed',
    'ru-RU': 'Запрос загрузки имеет неверный формат', 'zh-TW': '上傳的請求格式錯誤',
  },
  importTooManyRows: {
    'zh-CN': '导入文件行数过多（最多 {limit} 行）', 'en-US': 'The import file has too many rows (at most {limit})',
    'ru-RU': 'В файле импорта слишком много строк (не более {limit})', 'zh-TW': '匯入檔案行數過多（最多 {limit} 行）',
  },
  importTooManyColumns: {
    'zh-CN': '导入文件列数过多（最多 {limit} 列）', 'en-US': 'The import file has too many columns (at most {limit})',
    'ru-RU': 'В файле импорта слишком много столбцов (не более {limit})', 'zh-TW': '匯入檔案列數過多（最多 {limit} 列）',
  },
} as const;
