import { createContext, useContext } from 'react';

/** The canvas selection, shared by the palette (where clicks add), the canvas and the property panel. */
export interface FormDesignerContextValue {
  /** The selected node's id (its path joined with `/`), or null. */
  selected: string | null;
  select(id: string | null): void;
}

export const FormDesignerContext = createContext<FormDesignerContextValue>({ selected: null, select: () => undefined });

export const useSelection = () => useContext(FormDesignerContext);
