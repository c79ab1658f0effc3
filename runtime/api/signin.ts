import { post } from '../request';

/** Whether the next sign-in needs the slider check (spec 000 section 7.1 `getLoginRiskControlLevel`). */
export const getLoginRiskControlLevel = (userName: string) =>
  post<{ level: number; sliderRequired: boolean; retryAfterSeconds: number }>('/api/auth/getLoginRiskControlLevel', userName ? { userName } : {}, { silent: true });

export interface SliderPuzzle {
  token: string;
  originalImageBase64: string;
  jigsawImageBase64: string;
  width: number;
  height: number;
  pieceWidth: number;
}

/** A fresh slider puzzle (`/api/captcha/get`). */
export const getCaptcha = () => post<SliderPuzzle>('/api/captcha/get', { captchaType: 'blockPuzzle' }, { silent: true });
/** Where the piece was dropped; answers a single-use verification, or rejects (the slider shows its own message). */
export const checkCaptcha = (token: string, x: number) =>
  post<{ captchaVerification: string }>('/api/captcha/check', { captchaType: 'blockPuzzle', token, x }, { silent: true });

/** Forgot password (route forget-psd): a code to the account's mobile, then the new password twice. */
export const forgotPasswordSendAuthCode = (mobile: string) => post<unknown>('/api/auth/forgotPasswordSendAuthCode', { mobile });
export const resetPasswdByMobile = (body: { mobile: string; authCode: string; passwd: string; newPasswd: string }) =>
  post<unknown>('/api/admin/user/resetPasswdByMobile', body);

/** The password-change dialog (spec 000 section 2.8): a code to the signed-in user's own mobile. */
export const resetPasswordSendAuthCode = (mobile: string, tenantId?: string) =>
  post<unknown>('/api/auth/resetPasswordSendAuthCode', tenantId ? { mobile, tenantId } : { mobile });
export const updatePasswdByAuthCode = (body: { id?: number; mobile: string; authCode: string; passwd: string; newPasswd: string }) =>
  post<unknown>('/api/admin/user/updatePasswdByAuthCode', body);

/** Single sign-on through the configured OpenID Connect provider. */
export const getSsoOptions = () => post<{ enabled: boolean; label: string }>('/api/auth/getSsoOptions', {}, { silent: true });
export const getCasdoorSigninUrl = () => post<{ url: string; state: string }>('/api/auth/getCasdoorSigninUrl', {});
export const codeByCasDoorLogin = (code: string, state: string) =>
  post<{ token: string }>(`/api/auth/codeByCasDoorLogin?${new URLSearchParams({ code, state })}`, {}, { silent: true });

/** The signed-in user's companies (spec 000 section 3 "company account item"). */
export interface CompanyAccount { id: string; tenantId: string; corpName: string; checked: boolean }
export const getUserTenants = () => post<CompanyAccount[]>('/api/admin/user/getUserTenantByMobile', {});
/** Switches the session to another company: answers the new token. */
export const switchTenant = (tenantId: string) => post<{ token: string }>('/api/admin/user/switchTenant', { tenantId });
/** Makes a company the one a plain sign-in enters (spec 000 section 7.2). */
export const setDefaultTenant = (tenantId: string) => post<unknown>('/api/admin/user/setDefaultTenant', { tenantId });
