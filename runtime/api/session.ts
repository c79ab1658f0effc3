import { post } from '../request';
import type { MenuTreeAnswer, TenantInfo, UserInfo } from './types';

export const getCurrentUser = () => post<UserInfo>('/api/admin/user/getCurrentHrUserInfo', {});
/** Optional for the shell (name and logo): failures stay silent. */
export const getCurrentTenant = () => post<TenantInfo>('/api/tenant/queryCurrentTenant', {}, { silent: true });
export const getMenuTree = () => post<MenuTreeAnswer>('/api/sys/getMenuTreetByUser', {});
