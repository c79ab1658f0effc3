/** Messages of record integrity: locking by document state and deletion (docs/records.md). */
export const recordMessages = {
  recordLocked: {
    'zh-CN': '该记录{state}，只能通过审批流程修改或删除', 'en-US': 'This record is {state}: it changes only through its approval flow and cannot be deleted',
    'ru-RU': 'Запись в состоянии «{state}»: она меняется только через процесс согласования и не может быть удалена',
    'zh-TW': '該記錄{state}，只能透過審批流程修改或刪除',
  },
  recordReturnedToInitiator: {
    'zh-CN': '该记录已退回给发起人，只有发起人可以修改', 'en-US': 'This record was returned to its initiator: only they can change it',
    'ru-RU': 'Запись возвращена инициатору: изменить её может только он', 'zh-TW': '該記錄已退回給發起人，只有發起人可以修改',
  },
  recordHasLiveProcess: {
    'zh-CN': '该记录的审批流程仍在进行，请先作废流程再删除', 'en-US': 'This record has an approval process that is still open: cancel the process before deleting it',
    'ru-RU': 'По записи идёт процесс согласования: сначала аннулируйте процесс, затем удаляйте',
    'zh-TW': '該記錄的審批流程仍在進行，請先作廢流程再刪除',
  },
  docStateDraft: { 'zh-CN': '草稿', 'en-US': 'draft', 'ru-RU': 'черновик', 'zh-TW': '草稿' },
  docStateInApproval: { 'zh-CN': '审批中', 'en-US': 'in approval', 'ru-RU': 'на согласовании', 'zh-TW': '審批中' },
  docStateApproved: { 'zh-CN': '已通过', 'en-US': 'approved', 'ru-RU': 'одобрена', 'zh-TW': '已通過' },
  docStateRejected: { 'zh-CN': '已驳回', 'en-US': 'rejected', 'ru-RU': 'отклонена', 'zh-TW': '已駁回' },
  docStateCanceled: { 'zh-CN': '已作废', 'en-US': 'canceled', 'ru-RU': 'аннулирована', 'zh-TW': '已作廢' },
  docStateRecalled: { 'zh-CN': '已撤回', 'en-US': 'recalled', 'ru-RU': 'отозвана', 'zh-TW': '已撤回' },
  docStateAbnormal: { 'zh-CN': '异常', 'en-US': 'abnormal', 'ru-RU': 'ошибка', 'zh-TW': '異常' },
  scopeInvalid: {
    'zh-CN': '数据范围无效：{detail}', 'en-US': 'Invalid data scope: {detail}', 'ru-RU': 'Недопустимая область данных: {detail}', 'zh-TW': '資料範圍無效：{detail}',
  },
} as const;
