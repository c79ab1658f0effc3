import type { InstanceState, ProcessRow, ProcessSearchQuery } from '../../api';

/** What the search bar and the process tree ask of a list; the server filters (see {@link toListQuery}). */
export interface ProcessFilter {
  title?: string;
  functionCode?: string;
  initiator?: string;
  state?: InstanceState;
  /** Start time range, epoch ms. */
  from?: number;
  to?: number;
  /** CC list: only read (true) or unread (false). */
  read?: boolean;
}

const contains = (value: unknown, needle?: string) =>
  !needle || String(value ?? '').toLowerCase().includes(needle.trim().toLowerCase());

const timeOf = (row: ProcessRow): number | undefined => {
  const raw = row.startedAt ?? row.submittedAt ?? row.receivedAt;
  if (raw === undefined || raw === null) return undefined;
  return typeof raw === 'number' ? raw : Date.parse(raw);
};

/** The filter as the list routes take it (`from` / `to` become `startFrom` / `startTo`); unset parts are left out. */
export function toListQuery(f: ProcessFilter): ProcessSearchQuery & { read?: boolean } {
  const q: ProcessSearchQuery & { read?: boolean } = {
    title: f.title?.trim() || undefined,
    functionCode: f.functionCode || undefined,
    initiator: f.initiator?.trim() || undefined,
    state: f.state || undefined,
    startFrom: f.from,
    startTo: f.to,
    read: f.read,
  };
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as typeof q;
}

/** Whether a row passes every set part of the filter (the server's rule, for rows held on the client). */
export function matchesFilter(row: ProcessRow, f: ProcessFilter): boolean {
  if (!contains(row.title, f.title)) return false;
  if (f.functionCode && row.functionCode !== f.functionCode) return false;
  if (!contains(row.initiator, f.initiator)) return false;
  if (f.state && row.state !== f.state) return false;
  if (f.read !== undefined && Boolean(row.read) !== f.read) return false;
  const at = timeOf(row);
  if (f.from !== undefined && (at === undefined || at < f.from)) return false;
  if (f.to !== undefined && (at === undefined || at > f.to)) return false;
  return true;
}

export const isFilterEmpty = (f: ProcessFilter): boolean =>
  Object.values(f).every((v) => v === undefined || v === '' || v === null);
