import { create } from 'zustand';

const LOCK_FLAG_KEY = 'lockFlag';

const storedFlag = (): string | null =>
  typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(LOCK_FLAG_KEY);

export interface LockState {
  locked: boolean;
  lock: () => void;
  unlock: () => void;
}

/** Idle lock (code 18). The flag survives a reload so the lock screen comes back (spec 000 section 4.2). */
export const useLockStore = create<LockState>()((set) => ({
  locked: storedFlag() === '0',
  lock: () => {
    sessionStorage.setItem(LOCK_FLAG_KEY, '0');
    set({ locked: true });
  },
  unlock: () => {
    sessionStorage.removeItem(LOCK_FLAG_KEY);
    set({ locked: false });
  },
}));
