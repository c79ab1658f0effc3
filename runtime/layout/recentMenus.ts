import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Spec 000 sections 2.4 and 9: at most 6 recently used menus per tenant, most recent first. */
export const RECENT_MENU_LIMIT = 6;

interface RecentState {
  /** Menu codes by tenant id, newest first. */
  byTenant: Record<string, string[]>;
  use: (tenantId: string, code: string) => void;
}

/** The recently used menus (client session state `lastedUsed`, kept in session storage). */
export const useRecentMenus = create<RecentState>()(
  persist(
    (set) => ({
      byTenant: {},
      use: (tenantId, code) => set((s) => {
        const list = [code, ...(s.byTenant[tenantId] ?? []).filter((c) => c !== code)].slice(0, RECENT_MENU_LIMIT);
        return { byTenant: { ...s.byTenant, [tenantId]: list } };
      }),
    }),
    { name: 'lastedUsed', storage: createJSONStorage(() => sessionStorage) },
  ),
);
