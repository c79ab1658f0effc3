import { create } from 'zustand';
import { pageAbnormal, pageCc, pendingCount } from '../api';

export interface TaskBadgeState {
  /** Pending tasks of the signed-in user (the header badge, spec 000 section 2.7). */
  pending: number;
  /** The secondary task count: copies not read yet (the badge shows both added, spec 000 section 2.7). */
  secondary: number;
  /** Bumped whenever a message arrives, so open task lists reload. */
  tick: number;
  /** Whether the user may run process operations (null: not known yet). */
  isProcessAdmin: boolean | null;
  refresh: () => Promise<void>;
  /** Asks the server once (the abnormal list answers administrators only). */
  checkProcessAdmin: () => Promise<void>;
  /** A message arrived over the socket (or the user acted): recount and tell the lists. */
  notify: () => void;
}

/** The question in flight: the menus, the route guard and pages ask at once on a page load, the server once. */
let adminCheck: Promise<void> | undefined;

/** The header task badge and the "something changed" signal of the task centre. */
export const useTaskBadgeStore = create<TaskBadgeState>()((set) => ({
  pending: 0,
  secondary: 0,
  tick: 0,
  isProcessAdmin: null,
  checkProcessAdmin: () => {
    if (useTaskBadgeStore.getState().isProcessAdmin !== null) return Promise.resolve();
    adminCheck ??= pageAbnormal({ current: 1, size: 1 }, true)
      .then(() => true, () => false)
      .then((ok) => set({ isProcessAdmin: ok }))
      .finally(() => { adminCheck = undefined; });
    return adminCheck;
  },
  refresh: async () => {
    try {
      const n = await pendingCount();
      set({ pending: typeof n === 'number' ? n : Number((n as { count?: number })?.count ?? 0) });
    } catch {
      /* the badge stays as it was */
    }
    try {
      const cc = await pageCc({ current: 1, size: 1, read: false });
      set({ secondary: Number(cc.total) || 0 });
    } catch {
      /* as above */
    }
  },
  notify: () => {
    set((s) => ({ tick: s.tick + 1 }));
    void useTaskBadgeStore.getState().refresh();
  },
}));

/** "99+" above 99 (spec 000 section 9). */
export const toBadgeText = (n: number): string => (n > 99 ? '99+' : String(n));
