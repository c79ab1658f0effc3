export { login, logout, checkUserPwd } from './auth';
export { getCurrentUser, getCurrentTenant, getMenuTree } from './session';
export { getFunctionMeta, pageRecords, getRecord, saveRecord, deleteRecord, toRecordId } from './fn';
export type {
  UserInfo, TenantInfo, MenuNode, MenuPosition, MenuTreeAnswer, EnumOption, ListColumnMeta, SearchItemMeta,
  FieldMeta, FunctionMeta, RecordRow, PageAnswer, PageQuery, SortItem,
} from './types';
