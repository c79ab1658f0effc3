import { post } from '../request';

export const login = (userName: string, password: string) =>
  post<{ token: string }>('/api/auth/login', { userName, password });

export const logout = () => post<Record<string, never>>('/api/auth/logout', {});

/** Unlocks an idle-locked session; errors are shown by the lock overlay itself. */
export const checkUserPwd = (password: string) =>
  post<unknown>('/api/auth/checkUserPwd', { password }, { silent: true });
