import React, { createContext, useContext } from 'react';
import type { DesignerPost } from './DesignerApi';

const DesignerPostContext = createContext<DesignerPost | null>(null);

/** Gives the designer the shell's request function (the designer never imports the shell). */
export function DesignerApiProvider({ post, children }: { post: DesignerPost; children: React.ReactNode }) {
  return <DesignerPostContext.Provider value={post}>{children}</DesignerPostContext.Provider>;
}

/** The shell's `post`; throws when a designer page is rendered outside {@link DesignerApiProvider}. */
export function useDesignerPost(): DesignerPost {
  const post = useContext(DesignerPostContext);
  if (!post) throw new Error('designer: render inside <DesignerApiProvider>');
  return post;
}
