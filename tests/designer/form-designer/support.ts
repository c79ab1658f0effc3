import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Pack, PackFunction } from '@engine';

/** A pack from the repository (`schemas/reimbursement`, `tests/fixtures/packs/kitchen-sink`). */
export function readPack(dir: string): Pack {
  return JSON.parse(readFileSync(join(process.cwd(), dir, 'pack.json'), 'utf8')) as Pack;
}

export const PACKS = ['schemas/reimbursement', 'tests/fixtures/packs/kitchen-sink'];

/** A function with an empty form, as the new-function wizard creates one. */
export function emptyFunction(): PackFunction {
  return {
    code: 'overtime', name: 'Overtime', businessType: 'office', formType: 'standard', displayStyle: 'list', permissionRequired: true,
    menu: { displayName: 'Overtime', directory: 'M30000000000000' },
    fields: [], form: { type: 'object', properties: {} }, list: { columns: [] }, search: [],
  };
}

/** The minimal pack design/save wraps a function in (server/design/check.ts). */
export function wrap(fn: PackFunction, lookups: Pack['lookups'] = {}): Pack {
  return { id: 'design', version: '1.0.0', name: 'design', menus: [], functions: [fn], lookups };
}

/** Freezes a value deeply, so an execute that mutates its input throws. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
