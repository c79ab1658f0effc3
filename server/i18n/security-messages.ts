/** Texts of the security limits (issue 17: throttling, tickets, caps), in each shell language. */
export const securityMessages = {
  expressionFailed: {
    'zh-CN': '表达式无法计算：{detail}', 'en-US': 'An expression could not be evaluated: {detail}',
    'ru-RU': 'Выражение не удалось вычислить: {detail}', 'zh-TW': '表達式無法計算：{detail}',
  },
} as const;
