export { login, logout, checkUserPwd, loginSendAuthCode, mobileLogin } from './auth';
export { getCurrentUser, getCurrentTenant, getMenuTree } from './session';
export { getFunctionMeta, pageRecords, getRecord, saveRecord, deleteRecord, toRecordId, getRuleContext, getRuleData } from './fn';
export type {
  UserInfo, TenantInfo, MenuNode, MenuView, MenuPosition, MenuTreeAnswer, EnumOption, ListColumnMeta, SearchItemMeta,
  FieldMeta, FunctionMeta, RecordRow, PageAnswer, PageQuery, SortItem,
} from './types';
export { INSTANCE_STATES, addSign, approve, cancelProcess, exportBpmn, forcedReturn, getProcessDetail, markRead, pageAbnormal, pageAllProcesses, pageCc, pageMine, pagePending, pageProcessLog, pageReviewed, pendingCount, processTree, queryUsers, recall, reject, resubmit, retry, submitForApproval, transfer, turnNodes } from './bpm';
export type { AbnormalStatus, FieldPermission, InstanceState, ProcessDetail, ProcessLogEntry, ProcessQuery, ProcessRow, ProcessSearchQuery, ProcessTreeGroup, RejectMode, TaskRecord, TurnNode, UserOption } from './bpm';
export { UPLOAD_LIMITS, fileUrl, openFile, newRequestId, sendJson, sendForm, uploadFile } from './files';
export { loadLookup } from './lookups';
export { cancelImport, exportRecords, importStatus, startImport } from './excel';
export type { ImportStatus } from './excel';
export {
  getAllMessages, queryMessages, getUnreadCount, getCategoryList, markMessageRead, markAllMessagesRead,
  trashMessage, restoreMessage, messageId, messageTarget,
} from './messages';
export type { StationLetter, MessageList, MessageQuery, MessageFamily, MessageCategory } from './messages';
export {
  getLoginRiskControlLevel, getCaptcha, checkCaptcha, forgotPasswordSendAuthCode, resetPasswdByMobile, resetPasswordSendAuthCode,
  updatePasswdByAuthCode, getSsoOptions, getCasdoorSigninUrl, codeByCasDoorLogin, getUserTenants, switchTenant, setDefaultTenant,
} from './signin';
export type { SliderPuzzle, CompanyAccount } from './signin';
