/** Messages of Excel import jobs (issue 17 item 2, issue 20 item 5). */
export const importMessages = {
  importTooComplex: {
    'zh-CN': '导入文件过大或过于复杂，无法读取', 'en-US': 'The import file is too large or too complex to read',
    'ru-RU': 'Файл импорта слишком большой или сложный для чтения', 'zh-TW': '匯入檔案過大或過於複雜，無法讀取',
  },
  importCanceled: {
    'zh-CN': '导入已取消，未写入任何数据', 'en-US': 'The import was canceled; nothing was written',
    'ru-RU': 'Импорт отменён; ничего не записано', 'zh-TW': '匯入已取消，未寫入任何資料',
  },
  importInterrupted: {
    'zh-CN': '导入被中断（服务器重启），未写入任何数据，请重新导入', 'en-US': 'The import was interrupted (the server restarted); nothing was written, please import again',
    'ru-RU': 'Импорт прерван (сервер перезапущен); ничего не записано, повторите импорт', 'zh-TW': '匯入被中斷（伺服器重新啟動），未寫入任何資料，請重新匯入',
  },
} as const;
