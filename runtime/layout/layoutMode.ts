import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The desktop layouts: the workbench shell (spec 000 section 2.4) or the tabbed management layout (2.5). */
export type LayoutMode = 'workbench' | 'tabbed';

export const useLayoutMode = create<{ mode: LayoutMode; setMode: (mode: LayoutMode) => void }>()(
  persist((set) => ({ mode: 'workbench', setMode: (mode) => set({ mode }) }), {
    name: 'shellLayout', storage: createJSONStorage(() => localStorage),
  }),
);
