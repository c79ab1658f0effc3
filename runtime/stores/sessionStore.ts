import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { MenuNode, TenantInfo, UserInfo } from '../api';
import { clearToken } from '../request';

export interface SessionState {
  user: UserInfo | null;
  tenant: TenantInfo | null;
  menuTree: MenuNode[];
  menuMap: Record<string, string[]> | null;
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
      setSession: (session) => set(session),
      clear: () => {
        clearToken();
        set({ user: null, tenant: null, menuTree: [], menuMap: null });
      },
    }),
    {
      name: 'session',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ user, tenant, menuTree, menuMap }) => ({ user, tenant, menuTree, menuMap }),
    },
  ),
);
