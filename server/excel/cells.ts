import * as XLSX from '@e965/xlsx';
import { centsToYuan, yuanToCents } from '../engine';
import type { Column } from './columns';

/** A value read from a cell, or why it could not be read. */
export type CellResult = { value: unknown } | { error: string };

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', '是', '√', 'да']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', '否', '×', 'нет']);
const SPLIT = /[,，;；]\s*/;
const pad = (n: number) => String(n).padStart(2, '0');
/** A user cell naming someone by name: longer text is no name. */
const USER_NAME_MAX = 100;

/** A record value as a sheet shows it: money in yuan, choices as labels, lists as text. */
export function toCell(c: Column, value: unknown): string | number | boolean | null {
  if (value === null || value === undefined || value === '') return null;
  const label = (v: unknown) => c.options?.find((o) => o.code === String(v))?.label ?? String(v);
  switch (c.kind) {
    case 'money': return typeof value === 'number' ? Number(centsToYuan(value)) : String(value);
    case 'number': return typeof value === 'number' ? value : String(value);
    case 'switch': return Boolean(value);
    case 'select': return label(value);
    case 'multi': return (Array.isArray(value) ? value : [value]).map(label).join(', ');
    case 'user': return Array.isArray(value) ? value.join(', ') : String(value);
    case 'related': return typeof value === 'object' ? String((value as { id?: unknown }).id ?? '') : String(value);
    case 'dateRange': return Array.isArray(value) ? value.filter(Boolean).join(' ~ ') : String(value);
    case 'attachment': return (Array.isArray(value) ? value : []).map((f) => (f as { name?: string })?.name ?? '').join('; ');
    default: return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** Excel date serials read, as dates and as dates with time (dates repeat down a column); each dropped whole when full. */
const serialDates = new Map<number, string | undefined>();
const serialDateTimes = new Map<number, string | undefined>();
const SERIAL_DATES_KEPT = 4096;

function serialDate(raw: number, withTime: boolean): string | undefined {
  const kept = withTime ? serialDateTimes : serialDates;
  if (kept.has(raw)) return kept.get(raw);
  const d = XLSX.SSF.parse_date_code(raw);
  const day = d && `${d.y}-${pad(d.m)}-${pad(d.d)}`;
  const text = d && (withTime ? `${day} ${pad(d.H)}:${pad(d.M)}:${pad(Math.floor(d.S))}` : day);
  if (kept.size >= SERIAL_DATES_KEPT) kept.clear();
  kept.set(raw, text);
  return text;
}

function toDate(raw: unknown, withTime: boolean): string | undefined {
  if (typeof raw === 'number') return serialDate(raw, withTime);
  const s = String(raw).trim().replace(/\//g, '-');
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})(.*)$/.exec(s);
  if (!m) return undefined;
  const day = `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}`;
  return withTime ? `${day}${m[4]}` : day;
}

function toNumber(raw: unknown): number | undefined {
  const n = typeof raw === 'number' ? raw : Number(String(raw).replace(/,/g, '').trim());
  return Number.isFinite(n) ? n : undefined;
}

/** The code of an option named by its label or code (a module function: tsx names every closure made per call). */
function optionCode(c: Column, v: string): string | undefined {
  return c.options?.find((o) => o.label === v || o.code === v)?.code;
}

/** A cell as a record value: labels back to codes, yuan to cents, Excel dates to `YYYY-MM-DD`. */
export function fromCell(c: Column, raw: unknown): CellResult | undefined {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return undefined;
  const text = String(raw).trim();
  const bad = { error: text };
  switch (c.kind) {
    case 'attachment':
    case 'serial':
      return undefined; // files cannot come from a sheet; serial numbers are the server's
    case 'number': {
      const n = toNumber(raw);
      return n === undefined ? bad : { value: n };
    }
    case 'money': {
      const n = toNumber(raw);
      return n === undefined ? bad : { value: yuanToCents(n) };
    }
    case 'date':
    case 'datetime': {
      const d = toDate(raw, c.kind === 'datetime');
      return d === undefined ? bad : { value: d };
    }
    case 'switch': {
      if (typeof raw === 'boolean') return { value: raw };
      const w = text.toLowerCase();
      return TRUE_WORDS.has(w) ? { value: true } : FALSE_WORDS.has(w) ? { value: false } : bad;
    }
    case 'select': {
      const v = optionCode(c, text);
      return v === undefined ? bad : { value: v };
    }
    case 'multi': {
      const codes = text.split(SPLIT).filter(Boolean).map((x) => optionCode(c, x));
      return codes.some((v) => v === undefined) ? bad : { value: codes };
    }
    case 'user': {
      // A user id, or a member's login or full name (resolved to the id before the rows are checked).
      const tokens = text.split(SPLIT).filter(Boolean).map((x) => (/^\d+$/.test(x) ? Number(x) : x));
      if (tokens.some((n) => (typeof n === 'number' ? !Number.isSafeInteger(n) || n <= 0 : n.length > USER_NAME_MAX))) return bad;
      return { value: tokens.length === 1 ? tokens[0] : tokens };
    }
    case 'related': {
      const n = Number(text);
      return Number.isSafeInteger(n) && n > 0 ? { value: n } : bad;
    }
    case 'dateRange': {
      const parts = text.split(/\s*~\s*/).map((p) => toDate(p, false));
      return parts.length !== 2 || parts.some((p) => p === undefined) ? bad : { value: parts };
    }
    default:
      return { value: text };
  }
}
