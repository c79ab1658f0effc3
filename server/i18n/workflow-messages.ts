/** Approval-engine and station-letter texts of the message catalogue (spec 001 section 8), in each shell language. */
export const workflowMessages = {
  processNotFound: {
    'zh-CN': '流程实例不存在', 'en-US': 'The process does not exist', 'ru-RU': 'Процесс не существует', 'zh-TW': '流程實例不存在',
  },
  taskNotFound: {
    'zh-CN': '审批任务不存在', 'en-US': 'The approval task does not exist', 'ru-RU': 'Задача согласования не существует', 'zh-TW': '審批任務不存在',
  },
  notYourTask: {
    'zh-CN': '这不是您的审批任务', 'en-US': 'This approval task is not yours', 'ru-RU': 'Это не ваша задача согласования', 'zh-TW': '這不是您的審批任務',
  },
  taskAlreadyHandled: {
    'zh-CN': '该任务已处理，请勿重复点击', 'en-US': 'This task has already been handled; do not click repeatedly',
    'ru-RU': 'Задача уже обработана; не нажимайте повторно', 'zh-TW': '該任務已處理，請勿重複點擊',
  },
  processChanged: {
    'zh-CN': '流程已发生变化，请刷新后重试', 'en-US': 'The process has changed, refresh and try again',
    'ru-RU': 'Процесс изменился, обновите и повторите', 'zh-TW': '流程已發生變化，請重新整理後重試',
  },
  onlyInApprovalOrAbnormal: {
    'zh-CN': '只有审批中或异常的流程可以操作', 'en-US': 'Only a process under approval or abnormal can be operated',
    'ru-RU': 'Действие доступно только для процесса на согласовании или в ошибке', 'zh-TW': '只有審批中或異常的流程可以操作',
  },
  onlyInApproval: {
    'zh-CN': '只有审批中的流程可以撤回', 'en-US': 'Only a process under approval can be recalled',
    'ru-RU': 'Отозвать можно только процесс на согласовании', 'zh-TW': '只有審批中的流程可以撤回',
  },
  notToSubmit: {
    'zh-CN': '只有待提交的流程可以重新提交', 'en-US': 'Only a process waiting for resubmission can be resubmitted',
    'ru-RU': 'Повторно отправить можно только процесс, ожидающий отправки', 'zh-TW': '只有待提交的流程可以重新提交',
  },
  notAbnormal: {
    'zh-CN': '只有异常的流程可以重试', 'en-US': 'Only an abnormal process can be retried',
    'ru-RU': 'Повторить можно только процесс в ошибке', 'zh-TW': '只有異常的流程可以重試',
  },
  cannotCancel: {
    'zh-CN': '该状态不能作废', 'en-US': 'Status cannot be canceled', 'ru-RU': 'В этом состоянии процесс нельзя аннулировать', 'zh-TW': '該狀態不能作廢',
  },
  originalApproverEmpty: {
    'zh-CN': '原审批人不能为空', 'en-US': 'Original approver cannot be empty', 'ru-RU': 'Исходный согласующий не может быть пустым', 'zh-TW': '原審批人不能為空',
  },
  forwardedApproverEmpty: {
    'zh-CN': '转交审批人不能为空', 'en-US': 'Forwarded approver cannot be empty', 'ru-RU': 'Новый согласующий не может быть пустым', 'zh-TW': '轉交審批人不能為空',
  },
  notMember: {
    'zh-CN': '用户 {user} 不是本企业成员', 'en-US': 'User {user} is not a member of this company',
    'ru-RU': 'Пользователь {user} не состоит в этой компании', 'zh-TW': '使用者 {user} 不是本企業成員',
  },
  alreadyAssigned: {
    'zh-CN': '用户 {user} 在此节点已有审批任务', 'en-US': 'User {user} already has a task at this node',
    'ru-RU': 'У пользователя {user} уже есть задача на этом шаге', 'zh-TW': '使用者 {user} 在此節點已有審批任務',
  },
  fieldNotEditable: {
    'zh-CN': '此节点不能修改该字段', 'en-US': 'This field cannot be changed at this node',
    'ru-RU': 'Это поле нельзя изменить на этом шаге', 'zh-TW': '此節點不能修改該欄位',
  },
  opinionRequired: {
    'zh-CN': '请填写审批意见', 'en-US': 'An opinion is required', 'ru-RU': 'Требуется комментарий', 'zh-TW': '請填寫審批意見',
  },
  turnNodeInvalid: {
    'zh-CN': '请选择之前的审批节点', 'en-US': 'Choose an earlier approval node to return to',
    'ru-RU': 'Выберите предыдущий шаг согласования', 'zh-TW': '請選擇之前的審批節點',
  },
  noFlow: {
    'zh-CN': '功能 {code} 没有审批流程', 'en-US': 'Function {code} has no approval flow',
    'ru-RU': 'У функции {code} нет процесса согласования', 'zh-TW': '功能 {code} 沒有審批流程',
  },
  notRecordCreator: {
    'zh-CN': '只有记录的创建人可以提交', 'en-US': 'Only the creator of the record can submit it',
    'ru-RU': 'Отправить запись может только её автор', 'zh-TW': '只有記錄的建立人可以提交',
  },
  recordInProcess: {
    'zh-CN': '该记录已在审批流程中', 'en-US': 'The record is already in an approval process',
    'ru-RU': 'Запись уже находится на согласовании', 'zh-TW': '該記錄已在審批流程中',
  },
  notInitiator: {
    'zh-CN': '只有发起人可以执行此操作', 'en-US': 'Only the initiator can do this', 'ru-RU': 'Это может сделать только инициатор', 'zh-TW': '只有發起人可以執行此操作',
  },
  notAllowedToStart: {
    'zh-CN': '您不能发起此流程', 'en-US': 'You may not start this process', 'ru-RU': 'Вы не можете запустить этот процесс', 'zh-TW': '您不能發起此流程',
  },
  notCcRecipient: {
    'zh-CN': '此流程未抄送给您', 'en-US': 'This process was not copied to you', 'ru-RU': 'Этот процесс вам не копировался', 'zh-TW': '此流程未抄送給您',
  },
  abnormalNoApprover: {
    'zh-CN': '节点“{node}”找不到审批人', 'en-US': 'No approver found for node "{node}"',
    'ru-RU': 'Для шага «{node}» не найден согласующий', 'zh-TW': '節點「{node}」找不到審批人',
  },
  abnormalNoAdmin: {
    'zh-CN': '节点“{node}”找不到审批人，且企业没有管理员', 'en-US': 'No approver found for node "{node}" and the company has no administrator',
    'ru-RU': 'Для шага «{node}» нет согласующего, а у компании нет администратора', 'zh-TW': '節點「{node}」找不到審批人，且企業沒有管理員',
  },
  abnormalNoBranch: {
    'zh-CN': '条件“{node}”没有匹配的分支', 'en-US': 'No branch of "{node}" matches and there is no default branch',
    'ru-RU': 'Ни одна ветка «{node}» не подходит, и ветки по умолчанию нет', 'zh-TW': '條件「{node}」沒有匹配的分支',
  },
  letterTaskTitle: {
    'zh-CN': '待审批：{title}', 'en-US': 'To approve: {title}', 'ru-RU': 'На согласование: {title}', 'zh-TW': '待審批：{title}',
  },
  letterTaskContent: {
    'zh-CN': '{initiator} 提交的 {fn}（{no}）等待您在“{node}”审批', 'en-US': '{fn} ({no}) submitted by {initiator} waits for your approval at "{node}"',
    'ru-RU': '{fn} ({no}) от {initiator} ждёт вашего согласования на шаге «{node}»', 'zh-TW': '{initiator} 提交的 {fn}（{no}）等待您在「{node}」審批',
  },
  letterCcTitle: {
    'zh-CN': '抄送：{title}', 'en-US': 'Copied to you: {title}', 'ru-RU': 'Копия: {title}', 'zh-TW': '抄送：{title}',
  },
  letterCcContent: {
    'zh-CN': '{initiator} 提交的 {fn}（{no}）已抄送给您', 'en-US': '{fn} ({no}) submitted by {initiator} has been copied to you',
    'ru-RU': 'Вам направлена копия: {fn} ({no}) от {initiator}', 'zh-TW': '{initiator} 提交的 {fn}（{no}）已抄送給您',
  },
  letterResultTitle: {
    'zh-CN': '您的申请{state}：{title}', 'en-US': 'Your application is {state}: {title}', 'ru-RU': 'Ваша заявка: {state} — {title}', 'zh-TW': '您的申請{state}：{title}',
  },
  letterResultContent: {
    'zh-CN': '您提交的 {fn}（{no}）当前状态：{state}', 'en-US': 'Your {fn} ({no}) is now: {state}',
    'ru-RU': 'Ваша заявка {fn} ({no}) сейчас: {state}', 'zh-TW': '您提交的 {fn}（{no}）目前狀態：{state}',
  },
  stateInitializing: { 'zh-CN': '初始化', 'en-US': 'initializing', 'ru-RU': 'инициализация', 'zh-TW': '初始化' },
  stateToSubmit: { 'zh-CN': '待提交', 'en-US': 'to be submitted', 'ru-RU': 'ожидает отправки', 'zh-TW': '待提交' },
  stateInApproval: { 'zh-CN': '审批中', 'en-US': 'in approval', 'ru-RU': 'на согласовании', 'zh-TW': '審批中' },
  stateApproved: { 'zh-CN': '已通过', 'en-US': 'approved', 'ru-RU': 'одобрена', 'zh-TW': '已通過' },
  stateRejected: { 'zh-CN': '已驳回', 'en-US': 'rejected', 'ru-RU': 'отклонена', 'zh-TW': '已駁回' },
  stateCanceled: { 'zh-CN': '已作废', 'en-US': 'canceled', 'ru-RU': 'аннулирована', 'zh-TW': '已作廢' },
  stateInterventionEnded: { 'zh-CN': '干预结束', 'en-US': 'ended by intervention', 'ru-RU': 'завершена вмешательством', 'zh-TW': '干預結束' },
  stateAbnormal: { 'zh-CN': '异常', 'en-US': 'abnormal', 'ru-RU': 'ошибка', 'zh-TW': '異常' },
  treeSystem: { 'zh-CN': '系统流程', 'en-US': 'System processes', 'ru-RU': 'Системные процессы', 'zh-TW': '系統流程' },
  treeCustom: { 'zh-CN': '自建流程', 'en-US': 'Self-built processes', 'ru-RU': 'Собственные процессы', 'zh-TW': '自建流程' },
  processStartNode: { 'zh-CN': '发起人', 'en-US': 'Initiator', 'ru-RU': 'Инициатор', 'zh-TW': '發起人' },
  processEnd: { 'zh-CN': '结束', 'en-US': 'End', 'ru-RU': 'Конец', 'zh-TW': '結束' },
} as const;
