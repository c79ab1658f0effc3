/** Texts of the sign-in methods (issue 16 item 3: slider check, single sign-on, passwords), in each shell language. */
export const signInMessages = {
  captchaRequired: {
    'zh-CN': '人机验证失败，请先完成滑块验证', 'en-US': 'Man-machine verification failed: please complete the slider check first',
    'ru-RU': 'Проверка «человек или робот» не пройдена: сначала выполните проверку ползунком', 'zh-TW': '人機驗證失敗，請先完成滑塊驗證',
  },
  captchaFailed: {
    'zh-CN': '验证失败，请重试', 'en-US': 'Verification failed, please try again',
    'ru-RU': 'Проверка не пройдена, попробуйте ещё раз', 'zh-TW': '驗證失敗，請重試',
  },
  ssoNotConfigured: {
    'zh-CN': '未配置单点登录', 'en-US': 'Single sign-on is not configured',
    'ru-RU': 'Единый вход не настроен', 'zh-TW': '未設定單一登入',
  },
  ssoFailed: {
    'zh-CN': '单点登录失败，请重新登录', 'en-US': 'Single sign-on failed, please sign in again',
    'ru-RU': 'Единый вход не удался, войдите снова', 'zh-TW': '單一登入失敗，請重新登入',
  },
  ssoNoAccount: {
    'zh-CN': '该身份未关联任何账号，请联系管理员', 'en-US': 'No account is linked to this identity; ask your administrator',
    'ru-RU': 'С этой учётной записью не связан ни один пользователь; обратитесь к администратору', 'zh-TW': '該身分未關聯任何帳號，請聯絡管理員',
  },
  passwordsDiffer: {
    'zh-CN': '两次输入的密码不一致', 'en-US': 'The two passwords differ',
    'ru-RU': 'Пароли не совпадают', 'zh-TW': '兩次輸入的密碼不一致',
  },
} as const;
