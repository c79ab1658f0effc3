/** Schema-engine texts of the message catalogue (spec 000 section 8.3, spec 001 section 8), in each shell language. */
export const engineMessages = {
  duplicateSubmission: {
    'zh-CN': '请勿重复点击，该提交已收到', 'en-US': 'Do not click repeatedly: this submission has already been received',
    'ru-RU': 'Не нажимайте повторно: эта отправка уже получена', 'zh-TW': '請勿重複點擊，該提交已收到',
  },
  recordChanged: {
    'zh-CN': '记录已被修改，请刷新后重试', 'en-US': 'The record has been changed meanwhile, reload and try again',
    'ru-RU': 'Запись была изменена, обновите и повторите', 'zh-TW': '記錄已被修改，請重新整理後重試',
  },
  fileTooLarge: {
    'zh-CN': '文件过大，最大 {limit}', 'en-US': 'File too large (at most {limit})',
    'ru-RU': 'Файл слишком большой (не более {limit})', 'zh-TW': '檔案過大，最大 {limit}',
  },
  fileFormatError: {
    'zh-CN': '文件格式错误，支持：{accept}', 'en-US': 'File format error (allowed: {accept})',
    'ru-RU': 'Неверный формат файла (допустимо: {accept})', 'zh-TW': '檔案格式錯誤，支援：{accept}',
  },
  uploadFailed: {
    'zh-CN': '上传失败：没有收到文件', 'en-US': 'Upload failed: no file received',
    'ru-RU': 'Ошибка загрузки: файл не получен', 'zh-TW': '上傳失敗：沒有收到檔案',
  },
  fileNotFound: {
    'zh-CN': '文件不存在', 'en-US': 'The file does not exist', 'ru-RU': 'Файл не существует', 'zh-TW': '檔案不存在',
  },
  attachmentMissing: {
    'zh-CN': '{field}：文件不存在', 'en-US': '{field}: the file does not exist',
    'ru-RU': '{field}: файл не существует', 'zh-TW': '{field}：檔案不存在',
  },
  relatedMissing: {
    'zh-CN': '{field}：关联记录不存在', 'en-US': '{field}: the related record does not exist',
    'ru-RU': '{field}: связанная запись не существует', 'zh-TW': '{field}：關聯記錄不存在',
  },
  signatureInvalid: {
    'zh-CN': '{field}：签名不是本人签署的图片', 'en-US': '{field}: the signature is not an image the signer drew',
    'ru-RU': '{field}: подпись не является изображением, нарисованным подписантом', 'zh-TW': '{field}：簽名不是本人簽署的圖片',
  },
  userMissing: {
    'zh-CN': '{field}：人员不存在', 'en-US': '{field}: the user does not exist',
    'ru-RU': '{field}: пользователь не существует', 'zh-TW': '{field}：人員不存在',
  },
  importFailed: {
    'zh-CN': '数据导入失败，请下载错误文件查看原因', 'en-US': 'Data import failed; download the error file to see why',
    'ru-RU': 'Импорт данных не выполнен; скачайте файл ошибок', 'zh-TW': '資料匯入失敗，請下載錯誤檔案查看原因',
  },
  importFileInvalid: {
    'zh-CN': '文件格式错误，请上传 .xlsx 或 .xls 文件', 'en-US': 'File format error: upload an .xlsx or .xls file',
    'ru-RU': 'Неверный формат файла: загрузите .xlsx или .xls', 'zh-TW': '檔案格式錯誤，請上傳 .xlsx 或 .xls 檔案',
  },
  importEmpty: {
    'zh-CN': '文件中没有数据', 'en-US': 'The file holds no rows', 'ru-RU': 'В файле нет строк', 'zh-TW': '檔案中沒有資料',
  },
  importUnknownColumn: {
    'zh-CN': '无法识别的列：{column}', 'en-US': 'Unknown column: {column}', 'ru-RU': 'Неизвестный столбец: {column}', 'zh-TW': '無法識別的欄：{column}',
  },
  importBadValue: {
    'zh-CN': '{field}：无法识别的值“{value}”', 'en-US': '{field}: cannot read the value "{value}"',
    'ru-RU': '{field}: не удаётся прочитать значение «{value}»', 'zh-TW': '{field}：無法識別的值「{value}」',
  },
  importRow: { 'zh-CN': '行号', 'en-US': 'Row', 'ru-RU': 'Строка', 'zh-TW': '行號' },
  importReason: { 'zh-CN': '错误原因', 'en-US': 'Reason', 'ru-RU': 'Причина', 'zh-TW': '錯誤原因' },
  importJobNotFound: {
    'zh-CN': '导入任务不存在', 'en-US': 'The import job does not exist', 'ru-RU': 'Задание импорта не существует', 'zh-TW': '匯入任務不存在',
  },
  functionDisabled: {
    'zh-CN': '功能 {code} 已停用', 'en-US': 'Function {code} is disabled', 'ru-RU': 'Функция {code} отключена', 'zh-TW': '功能 {code} 已停用',
  },
  cannotPublish: {
    'zh-CN': '暂无法发布：{problems}', 'en-US': 'Cannot publish now: {problems}',
    'ru-RU': 'Сейчас нельзя опубликовать: {problems}', 'zh-TW': '暫無法發佈：{problems}',
  },
  nothingToPublish: {
    'zh-CN': '功能 {code} 没有待发布的草稿', 'en-US': 'Function {code} has no draft to publish',
    'ru-RU': 'У функции {code} нет черновика для публикации', 'zh-TW': '功能 {code} 沒有待發佈的草稿',
  },
  functionExists: {
    'zh-CN': '功能编码 {code} 已存在', 'en-US': 'Function code {code} already exists',
    'ru-RU': 'Код функции {code} уже существует', 'zh-TW': '功能編碼 {code} 已存在',
  },
  functionHasRecords: {
    'zh-CN': '功能 {code} 已有 {count} 条数据，不能删除', 'en-US': 'Function {code} has {count} records and cannot be deleted',
    'ru-RU': 'У функции {code} есть записи ({count}), удалить нельзя', 'zh-TW': '功能 {code} 已有 {count} 筆資料，不能刪除',
  },
  lookupNotFound: {
    'zh-CN': '字典 {code} 不存在', 'en-US': 'Lookup {code} does not exist', 'ru-RU': 'Справочник {code} не существует', 'zh-TW': '字典 {code} 不存在',
  },
} as const;
