/** System-settings texts (issue 15): field rules shared with the console and the refusals of its calls. */
export const settingsMessages = {
  'settingsRule.required': { 'zh-CN': '此项必填', 'en-US': 'This field is required', 'ru-RU': 'Обязательное поле', 'zh-TW': '此項必填' },
  'settingsRule.tooLong': { 'zh-CN': '内容过长', 'en-US': 'Too long', 'ru-RU': 'Слишком длинно', 'zh-TW': '內容過長' },
  'settingsRule.passwordFormat': {
    'zh-CN': '密码须为 6-18 位字母或数字', 'en-US': 'The password must be 6-18 letters and digits',
    'ru-RU': 'Пароль: 6-18 латинских букв и цифр', 'zh-TW': '密碼須為 6-18 位字母或數字',
  },
  'settingsRule.mobileFormat': {
    'zh-CN': '请输入 11 位手机号', 'en-US': 'Enter an 11-digit mobile number', 'ru-RU': 'Введите 11-значный номер телефона', 'zh-TW': '請輸入 11 位手機號',
  },
  'settingsRule.codeFormat': {
    'zh-CN': '编码须以字母开头，只含字母、数字、_ - .', 'en-US': 'A code starts with a letter and holds letters, digits, _ - .',
    'ru-RU': 'Код начинается с буквы и содержит буквы, цифры, _ - .', 'zh-TW': '編碼須以字母開頭，只含字母、數字、_ - .',
  },
  'settingsRule.userNameFormat': {
    'zh-CN': '账号为 2-64 位字母、数字或 _ . @ -', 'en-US': 'An account is 2-64 letters, digits or _ . @ -',
    'ru-RU': 'Учётная запись: 2-64 символа (буквы, цифры, _ . @ -)', 'zh-TW': '帳號為 2-64 位字母、數字或 _ . @ -',
  },
  'settingsRule.creditCodeFormat': {
    'zh-CN': '统一社会信用代码无效', 'en-US': 'The unified social credit code is not valid',
    'ru-RU': 'Единый код социального кредита недействителен', 'zh-TW': '統一社會信用代碼無效',
  },
  'settingsRule.notInteger': { 'zh-CN': '请输入正整数', 'en-US': 'Enter a positive integer', 'ru-RU': 'Введите целое положительное число', 'zh-TW': '請輸入正整數' },
  'settingsRule.passwordWeak': {
    'zh-CN': '密码须同时包含字母和数字', 'en-US': 'The password needs at least one letter and one digit',
    'ru-RU': 'Пароль должен содержать хотя бы одну букву и одну цифру', 'zh-TW': '密碼須同時包含字母和數字',
  },
  'settingsRule.taken': { 'zh-CN': '已被使用', 'en-US': 'Already in use', 'ru-RU': 'Уже используется', 'zh-TW': '已被使用' },
  'settingsRule.unknown': { 'zh-CN': '不存在', 'en-US': 'Does not exist', 'ru-RU': 'Не существует', 'zh-TW': '不存在' },
  'settingsRule.cycle': {
    'zh-CN': '不能移动到自身或下级部门下', 'en-US': 'Cannot move under itself or one of its sub-departments',
    'ru-RU': 'Нельзя переместить в себя или в дочернее подразделение', 'zh-TW': '不能移動到自身或下級部門下',
  },
  settingsInUse: {
    'zh-CN': '无法删除：{what} 正在被使用（{users}）', 'en-US': 'Cannot delete: {what} is in use ({users})',
    'ru-RU': 'Нельзя удалить: {what} используется ({users})', 'zh-TW': '無法刪除：{what} 正在被使用（{users}）',
  },
  lastAdministrator: {
    'zh-CN': '不能移除或停用最后一位管理员', 'en-US': 'The last administrator cannot be removed or disabled',
    'ru-RU': 'Нельзя удалить или отключить последнего администратора', 'zh-TW': '不能移除或停用最後一位管理員',
  },
  settingsNotFound: {
    'zh-CN': '{what} 不存在', 'en-US': '{what} does not exist', 'ru-RU': '{what} не существует', 'zh-TW': '{what} 不存在',
  },
  systemMenuLocked: {
    'zh-CN': '系统菜单和模块包菜单不能删除', 'en-US': 'System and pack menus cannot be deleted',
    'ru-RU': 'Системные меню и меню пакетов нельзя удалить', 'zh-TW': '系統選單和模組包選單不能刪除',
  },
  smsTooSoon: {
    'zh-CN': '验证码已发送，请 {seconds} 秒后再试', 'en-US': 'A code was just sent; try again in {seconds} s',
    'ru-RU': 'Код уже отправлен; повторите через {seconds} с', 'zh-TW': '驗證碼已發送，請 {seconds} 秒後再試',
  },
  companyRegistered: {
    'zh-CN': '企业“{corpName}”已注册，可直接登录或继续注册', 'en-US': 'The company "{corpName}" is already registered: sign in, or continue',
    'ru-RU': 'Компания «{corpName}» уже зарегистрирована: войдите или продолжите', 'zh-TW': '企業「{corpName}」已註冊，可直接登入或繼續註冊',
  },
  'settingsRule.authCode': {
    'zh-CN': '验证码错误或已过期', 'en-US': 'The code is wrong or has expired', 'ru-RU': 'Код неверен или истёк', 'zh-TW': '驗證碼錯誤或已過期',
  },
  'settingsRule.agreement': {
    'zh-CN': '请阅读并同意用户协议', 'en-US': 'Please read and accept the user agreement', 'ru-RU': 'Прочитайте и примите соглашение', 'zh-TW': '請閱讀並同意用戶協議',
  },
  'usedBy.members': { 'zh-CN': '{n} 位成员', 'en-US': '{n} member(s)', 'ru-RU': 'сотрудников: {n}', 'zh-TW': '{n} 位成員' },
  'usedBy.subDepartments': { 'zh-CN': '{n} 个下级部门', 'en-US': '{n} sub-department(s)', 'ru-RU': 'дочерних подразделений: {n}', 'zh-TW': '{n} 個下級部門' },
  'usedBy.functions': { 'zh-CN': '功能 {names}', 'en-US': 'functions {names}', 'ru-RU': 'функции {names}', 'zh-TW': '功能 {names}' },
  'settingsRule.logoImage': {
    'zh-CN': '请上传 PNG、JPEG、GIF 或 WebP 图片（不超过 1 MB）', 'en-US': 'Upload a PNG, JPEG, GIF or WebP image (up to 1 MB)',
    'ru-RU': 'Загрузите изображение PNG, JPEG, GIF или WebP (до 1 МБ)', 'zh-TW': '請上傳 PNG、JPEG、GIF 或 WebP 圖片（不超過 1 MB）',
  },
  'menuButton.view': { 'zh-CN': '查看', 'en-US': 'View', 'ru-RU': 'Просмотр', 'zh-TW': '查看' },
  'menuButton.create': { 'zh-CN': '新增', 'en-US': 'Create', 'ru-RU': 'Создать', 'zh-TW': '新增' },
  'menuButton.edit': { 'zh-CN': '编辑', 'en-US': 'Edit', 'ru-RU': 'Изменить', 'zh-TW': '編輯' },
  'menuButton.delete': { 'zh-CN': '删除', 'en-US': 'Delete', 'ru-RU': 'Удалить', 'zh-TW': '刪除' },
  'menuButton.export': { 'zh-CN': '导出', 'en-US': 'Export', 'ru-RU': 'Экспорт', 'zh-TW': '匯出' },
  'menuButton.import': { 'zh-CN': '导入', 'en-US': 'Import', 'ru-RU': 'Импорт', 'zh-TW': '匯入' },
  'usedBy.subMenus': { 'zh-CN': '{n} 个下级菜单', 'en-US': '{n} sub-menu(s)', 'ru-RU': 'подменю: {n}', 'zh-TW': '{n} 個下級選單' },
} as const;
