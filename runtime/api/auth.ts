import { post } from '../request';

export const login = (userName: string, password: string, captchaVerification?: string) =>
  post<{ token: string }>('/api/auth/login', captchaVerification ? { userName, password, captchaVerification } : { userName, password });

export const logout = () => post<Record<string, never>>('/api/auth/logout', {});

/** Unlocks an idle-locked session; errors are shown by the lock overlay itself. */
export const checkUserPwd = (password: string) =>
  post<unknown>('/api/auth/checkUserPwd', { password }, { silent: true });

/** Sends a sign-in code to a mobile (spec 000 section 7.1). */
export const loginSendAuthCode = (mobile: string) => post<unknown>('/api/auth/loginSendAuthCode', { mobile });
/** Signs in with a mobile and its code. */
export const mobileLogin = (mobile: string, authCode: string) =>
  post<{ token: string }>('/api/auth/mobileLogin', { mobile, authCode });
