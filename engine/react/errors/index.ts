export { applyServerFieldErrors } from './applyServerFieldErrors';
export type { ServerFieldError } from './applyServerFieldErrors';
