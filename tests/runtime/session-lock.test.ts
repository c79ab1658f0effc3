import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../runtime/request/toast', () => ({
  showErrorToast: () => undefined, showSuccessToast: () => undefined, showWarningToast: () => undefined, setToastApi: () => undefined,
}));

// The request layer reads the token from session storage; a small in-memory one stands in outside a browser.
const store = new Map<string, string>();
vi.stubGlobal('sessionStorage', {
  getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k), clear: () => store.clear(),
});

const { post } = await import('../../runtime/request/request');
const { configureRequest } = await import('../../runtime/request/handlers');
const { clientLockSeconds, DEFAULT_LOCK_SECONDS } = await import('../../runtime/session/lockCountdown');

describe('client lock countdown (spec 000 section 4.2)', () => {
  it('defaults to 1800 s; otherwise time2Lock/1000 - 60', () => {
    expect(clientLockSeconds(undefined)).toBe(DEFAULT_LOCK_SECONDS);
    expect(clientLockSeconds(1800)).toBe(1800);
    expect(clientLockSeconds(3_600_000)).toBe(3540);
    expect(clientLockSeconds(65_000)).toBe(5);
    // A lock time kept in seconds (the company setting) counts a minute earlier too.
    expect(clientLockSeconds(3600)).toBe(3540);
    expect(clientLockSeconds(30)).toBe(1);
  });
});

describe('calls refused during the idle lock', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are repeated once the user unlocks, and answer as if never refused', async () => {
    const answers = [{ code: 18, msg: 'locked', data: null }, { code: 0, msg: 'ok', data: { records: [1, 2] } }];
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify(answers.shift()), { headers: { 'content-type': 'application/json' } });
    });
    let unlock: () => void = () => undefined;
    let locked = 0;
    configureRequest({
      onIdleLock: () => { locked += 1; },
      waitForUnlock: () => new Promise<void>((resolve) => { unlock = resolve; }),
    });
    const pending = post<{ records: number[] }>('/api/bpm/selectPendingProcessByPage', { current: 1, size: 10 });
    await vi.waitFor(() => expect(locked).toBe(1));
    expect(calls).toHaveLength(1);
    unlock();
    await expect(pending).resolves.toEqual({ records: [1, 2] });
    expect(calls).toEqual(['/api/bpm/selectPendingProcessByPage', '/api/bpm/selectPendingProcessByPage']);
  });
});
