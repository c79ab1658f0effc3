export { post, REQUEST_TIMEOUT_MS } from './request';
export type { RequestOptions } from './request';
export { configureRequest } from './handlers';
export type { RequestHandlers } from './handlers';
export { RequestError, isRequestError, TRANSPORT_ERROR_CODE } from './RequestError';
export type { FieldErrorItem } from './RequestError';
export type { Envelope } from './envelope';
export { getToken, setToken, clearToken } from './tokenStorage';
export { showErrorToast, showSuccessToast, showWarningToast, setToastApi } from './toast';
