import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { MenuNode, TenantInfo, UserInfo } from '../api';
import { clearToken } from '../request';

export interface SessionState {
  user: UserInfo | null;
  tenant: TenantInfo | null;
  menuTree: MenuNode[];
  menuMap: Record<string, string[]> | null;
  /**
   * The session was ended here (logout, password change, code 4), not missing on arrival:
   * sign-in then opens without a way back to the page the user was on.
   */
  ended: boolean;
  setSession: (session: Pick<SessionState, 'user' | 'tenant' | 'menuTree' | 'menuMap'>) => void;
  /** Clears user info, menus and the token (code 4, logout, failed sign-in). */
  clear: () => void;
}

/** Client session (spec 000 section 3: kept in session storage). */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      tenant: null,
      menuTree: [],
      menuMap: null,
      ended: false,
      setSession: (session) => set({ ...session, ended: false }),
      clear: () => {
        clearToken();
        set({ user: null, tenant: null, menuTree: [], menuMap: null, ended: true });
      },
    }),
    {
      name: 'session',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ user, tenant, menuTree, menuMap }) => ({ user, tenant, menuTree, menuMap }),
    },
  ),
);
