import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestError } from '../../runtime/request/RequestError';

const toasts: string[] = [];
vi.mock('../../runtime/request/toast', () => ({
  showErrorToast: (text: string) => toasts.push(text),
  showSuccessToast: () => undefined,
  showWarningToast: () => undefined,
  setToastApi: () => undefined,
}));

const { unwrapEnvelope } = await import('../../runtime/request/envelope');
const { configureRequest } = await import('../../runtime/request/handlers');

describe('unwrapEnvelope', () => {
  beforeEach(() => {
    toasts.length = 0;
  });

  it('resolves data on code 0', () => {
    expect(unwrapEnvelope({ code: 0, msg: 'ok', data: { a: 1 } })).toEqual({ a: 1 });
  });

  it('rejects code 14 with the field errors and toasts the messages joined by line breaks', () => {
    const data = { reqFieldErrorList: [{ fields: 'a', message: 'A is required' }, { fields: 'lines.0.b', message: 'B bad', index: 0 }], reqFormatErrorList: [] };
    let error: RequestError | undefined;
    try {
      unwrapEnvelope({ code: 14, msg: 'invalid', data });
    } catch (e) {
      error = e as RequestError;
    }
    expect(error?.code).toBe(14);
    expect(error?.fieldErrors.map((f) => f.fields)).toEqual(['a', 'lines.0.b']);
    expect(toasts).toEqual(['A is required\nB bad']);
  });

  it('clears the session on code 4 and goes to login after 0.8 s', () => {
    vi.useFakeTimers();
    const onSessionInvalid = vi.fn();
    const goToLogin = vi.fn();
    configureRequest({ onSessionInvalid, goToLogin });
    expect(() => unwrapEnvelope({ code: 4, msg: 'expired', data: null })).toThrow();
    expect(onSessionInvalid).toHaveBeenCalled();
    vi.advanceTimersByTime(799);
    expect(goToLogin).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(goToLogin).toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('starts the idle lock on code 18 and toasts msg on other codes', () => {
    const onIdleLock = vi.fn();
    configureRequest({ onIdleLock });
    expect(() => unwrapEnvelope({ code: 18, msg: 'locked', data: null })).toThrow();
    expect(onIdleLock).toHaveBeenCalled();
    expect(() => unwrapEnvelope({ code: 403, msg: 'Forbidden', data: null })).toThrow('Forbidden');
    expect(toasts).toEqual(['Forbidden']);
  });
});
