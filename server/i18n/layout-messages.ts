/** Code-14 texts that were still English-only (flow simulation), in each shell language. */
export const layoutMessages = {
  simulationNoFlow: {
    'zh-CN': '该功能没有审批流程', 'en-US': 'The function has no flow', 'ru-RU': 'У функции нет маршрута согласования', 'zh-TW': '該功能沒有審批流程',
  },
  simulationUnknownUser: {
    'zh-CN': '用户“{user}”不存在', 'en-US': 'Unknown user "{user}"', 'ru-RU': 'Пользователь «{user}» не найден', 'zh-TW': '用戶「{user}」不存在',
  },
} as const;
