import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../runtime/request/toast', () => ({
  showErrorToast: () => undefined,
  showSuccessToast: () => undefined,
  showWarningToast: () => undefined,
  setToastApi: () => undefined,
}));

const store = new Map<string, string>();
vi.stubGlobal('sessionStorage', {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
});

const { post, setToken, getToken } = await import('../../runtime/request');
const { configureRequest } = await import('../../runtime/request/handlers');

/** A fetch whose answer the test releases: the call is "on its way" until then. */
function heldFetch(): { release: (body: unknown, headers?: Record<string, string>) => void; sentTokens: (string | undefined)[] } {
  const sentTokens: (string | undefined)[] = [];
  let release!: (body: unknown, headers?: Record<string, string>) => void;
  vi.stubGlobal('fetch', (_url: string, init: { headers: Record<string, string> }) => {
    sentTokens.push(init.headers.accesstoken);
    return new Promise((resolve) => {
      release = (body, headers = {}) => resolve(new Response(JSON.stringify(body), { headers }));
    });
  });
  return { release: (body, headers) => release(body, headers), sentTokens };
}

describe('an answer about a token the tab no longer holds', () => {
  const onSessionInvalid = vi.fn();
  const goToLogin = vi.fn();
  beforeEach(() => {
    store.clear();
    onSessionInvalid.mockReset();
    goToLogin.mockReset();
    configureRequest({ onSessionInvalid, goToLogin });
    vi.useFakeTimers();
  });
  afterEach(() => { vi.useRealTimers(); });

  it('"session invalid" for the company left behind neither signs the tab out nor sends it to the sign-in page', async () => {
    setToken('acme-token');
    const f = heldFetch();
    const call = post('/api/bpm/countPending', {}, { silent: true });
    await vi.advanceTimersByTimeAsync(0);
    // The company switch answered first: the tab now holds the new company's token.
    setToken('globex-token');
    f.release({ code: 4, msg: 'session invalid', data: null });
    await expect(call).rejects.toMatchObject({ code: 4 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(f.sentTokens).toEqual(['acme-token']);
    expect(onSessionInvalid).not.toHaveBeenCalled();
    expect(goToLogin).not.toHaveBeenCalled();
    expect(getToken()).toBe('globex-token');
  });

  it('a renewed token for the old session does not replace the new one', async () => {
    setToken('acme-token');
    const f = heldFetch();
    const call = post('/api/x', {}, { silent: true });
    await vi.advanceTimersByTimeAsync(0);
    setToken('globex-token');
    f.release({ code: 0, msg: 'ok', data: 1 }, { accesstoken: 'acme-token-renewed' });
    await expect(call).resolves.toBe(1);
    expect(getToken()).toBe('globex-token');
  });

  it('"session invalid" for the token the tab holds still ends the session and goes to sign-in', async () => {
    setToken('acme-token');
    const f = heldFetch();
    const call = post('/api/x', {}, { silent: true });
    await vi.advanceTimersByTimeAsync(0);
    f.release({ code: 4, msg: 'session invalid', data: null });
    await expect(call).rejects.toMatchObject({ code: 4 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onSessionInvalid).toHaveBeenCalled();
    expect(goToLogin).toHaveBeenCalled();
  });
});
