import React, { createContext, useContext, useMemo } from 'react';
import type { DesignerPost } from './DesignerApi';

interface DesignerHost {
  post: DesignerPost;
  /** Tells the shell that menus changed (a function was published, enabled, disabled or deleted). */
  onMenusChanged: () => void;
}

const DesignerHostContext = createContext<DesignerHost | null>(null);

export interface DesignerApiProviderProps {
  post: DesignerPost;
  onMenusChanged?: () => void;
  children: React.ReactNode;
}

/** Gives the designer the shell's request function and menu refresh (the designer never imports the shell). */
export function DesignerApiProvider({ post, onMenusChanged, children }: DesignerApiProviderProps) {
  const host = useMemo(() => ({ post, onMenusChanged: onMenusChanged ?? (() => undefined) }), [post, onMenusChanged]);
  return <DesignerHostContext.Provider value={host}>{children}</DesignerHostContext.Provider>;
}

function useHost(): DesignerHost {
  const host = useContext(DesignerHostContext);
  if (!host) throw new Error('designer: render inside <DesignerApiProvider>');
  return host;
}

/** The shell's `post`; throws when a designer page is rendered outside {@link DesignerApiProvider}. */
export function useDesignerPost(): DesignerPost {
  return useHost().post;
}

/** Call after an action that changes menus, so the shell's side menu shows them at once. */
export function useMenusChanged(): () => void {
  return useHost().onMenusChanged;
}
