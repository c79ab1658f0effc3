import { describe, expect, it, vi } from 'vitest';

const asked: unknown[] = [];
let answer: () => Promise<unknown> = () => Promise.resolve({ records: [], total: 0 });
vi.mock('../../runtime/api', () => ({
  pageAbnormal: (q: unknown) => { asked.push(q); return answer(); },
  pageCc: () => Promise.resolve({ total: 0 }),
  pendingCount: () => Promise.resolve(0),
}));

const { useTaskBadgeStore } = await import('../../runtime/stores/taskBadgeStore');

describe('whether the user runs process operations', () => {
  it('is asked of the server once when the menus, the guard and a page all ask on one page load', async () => {
    await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(() => useTaskBadgeStore.getState().checkProcessAdmin()));
    expect(asked).toHaveLength(1);
    expect(useTaskBadgeStore.getState().isProcessAdmin).toBe(true);
    // Known now: no further question.
    await useTaskBadgeStore.getState().checkProcessAdmin();
    expect(asked).toHaveLength(1);
  });

  it('a refused answer means no, and a later page load asks again only while it is unknown', async () => {
    useTaskBadgeStore.setState({ isProcessAdmin: null });
    asked.length = 0;
    answer = () => Promise.reject(new Error('forbidden'));
    await Promise.all([useTaskBadgeStore.getState().checkProcessAdmin(), useTaskBadgeStore.getState().checkProcessAdmin()]);
    expect(asked).toHaveLength(1);
    expect(useTaskBadgeStore.getState().isProcessAdmin).toBe(false);
  });
});
