import { create } from 'zustand';
import { getUnreadCount, queryMessages, type StationLetter } from '../api';

/** Spec 000 section 9: the header lists the latest 3 messages. */
export const HEADER_MESSAGE_COUNT = 3;
/** Spec 000 section 4.5: the list refreshes 0.5 s after a socket message, the new-message dot clears after 1.5 s. */
export const SOCKET_REFRESH_MS = 500;
export const DOT_CLEAR_MS = 1500;

export interface MessageState {
  unread: number;
  /** The latest unread messages for the header dropdown. */
  latest: StationLetter[];
  /** A message has just arrived (the header's dot). */
  dot: boolean;
  /** Bumped on every change, so an open message centre reloads. */
  tick: number;
  refresh: () => Promise<void>;
  /** A socket message arrived. */
  arrived: () => void;
  /** The user changed something (read, trash, restore): recount and tell open lists. */
  changed: () => void;
}

let timers: ReturnType<typeof setTimeout>[] = [];

/** The header's unread badge and message dropdown (spec 000 section 2.7). */
export const useMessageStore = create<MessageState>()((set, get) => ({
  unread: 0,
  latest: [],
  dot: false,
  tick: 0,
  refresh: async () => {
    try {
      const [count, page] = await Promise.all([
        getUnreadCount(),
        queryMessages('stationLetter', { current: 1, size: 10, list: 'unread' }),
      ]);
      set({ unread: Number(count) || 0, latest: (page.records ?? []).slice(0, HEADER_MESSAGE_COUNT) });
    } catch {
      /* the badge stays as it was */
    }
  },
  arrived: () => {
    set({ dot: true });
    timers.push(setTimeout(() => {
      set((s) => ({ tick: s.tick + 1 }));
      void get().refresh();
    }, SOCKET_REFRESH_MS));
    timers.push(setTimeout(() => set({ dot: false }), DOT_CLEAR_MS));
  },
  changed: () => {
    set((s) => ({ tick: s.tick + 1 }));
    void get().refresh();
  },
}));

/** Stops pending socket timers (sign-out). */
export function clearMessageTimers(): void {
  timers.forEach(clearTimeout);
  timers = [];
}
