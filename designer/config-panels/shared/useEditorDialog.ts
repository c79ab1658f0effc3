import { useState } from 'react';

export interface EditorDialog {
  open: boolean;
  /** The row being edited; null while adding (or closed). */
  index: number | null;
  add: () => void;
  edit: (index: number) => void;
  close: () => void;
}

/** Which row a panel's editor dialog is open for, or that it adds a new one. */
export function useEditorDialog(): EditorDialog {
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  return {
    open: !!editing,
    index: editing?.index ?? null,
    add: () => setEditing({ index: null }),
    edit: (index) => setEditing({ index }),
    close: () => setEditing(null),
  };
}
