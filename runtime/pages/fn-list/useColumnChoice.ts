import { useCallback, useEffect, useState } from 'react';
import type { FunctionMeta } from '../../api';

const storageKey = (code: string) => `fn-columns:${code}`;

/** The columns a person may choose from: every configured column, in configured order. */
export function choosableColumns(meta: FunctionMeta | null) {
  return [...(meta?.list?.columns ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

function defaults(meta: FunctionMeta | null): string[] {
  return choosableColumns(meta).filter((c) => c.showInList).map((c) => c.field);
}

function stored(code: string): string[] | null {
  try {
    const raw = localStorage.getItem(storageKey(code));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : null;
  } catch {
    return null;
  }
}

/**
 * Which list columns show: the config's `showInList` until the person chooses,
 * then their choice, kept per function in localStorage.
 */
export function useColumnChoice(code: string, meta: FunctionMeta | null) {
  const [visible, setVisibleState] = useState<string[]>([]);
  useEffect(() => {
    if (!meta) return;
    const known = new Set(choosableColumns(meta).map((c) => c.field));
    const saved = stored(code)?.filter((f) => known.has(f));
    setVisibleState(saved ?? defaults(meta));
  }, [code, meta]);
  const setVisible = useCallback((fields: string[] | null) => {
    if (fields === null) {
      localStorage.removeItem(storageKey(code));
      setVisibleState(defaults(meta));
      return;
    }
    localStorage.setItem(storageKey(code), JSON.stringify(fields));
    setVisibleState(fields);
  }, [code, meta]);
  return { visible, setVisible };
}
