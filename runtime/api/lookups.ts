import { post } from '../request';
import type { LookupOption, LookupRef } from '../../engine/react/index';

const CACHE_PREFIX = 'lookup:';

function toOptions(answer: unknown): LookupOption[] {
  const list = Array.isArray(answer) ? answer : ((answer as { records?: unknown[]; list?: unknown[] })?.records ?? (answer as { list?: unknown[] })?.list ?? []);
  return (list as Record<string, unknown>[]).map((i) => ({
    label: String(i.label ?? i.name ?? i.dictLabel ?? i.code ?? i.value),
    value: (i.value ?? i.code ?? i.dictValue) as string | number,
  }));
}

function cached(key: string): LookupOption[] | undefined {
  try {
    const raw = sessionStorage.getItem(CACHE_PREFIX + key);
    return raw ? (JSON.parse(raw) as LookupOption[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A lookup's options (spec 000 section 7.3): `/api/api/getEnumListByCls {enumClassName}` or
 * `/api/api/getDictListByDicType {typeCode}`. Non-empty answers are cached in session storage
 * by class name or type code.
 */
export async function loadLookup(ref: LookupRef): Promise<LookupOption[]> {
  const key = ref.dict ? `dict:${ref.dict}` : `enum:${ref.enum}`;
  const hit = cached(key);
  if (hit) return hit;
  const answer = ref.dict
    ? await post('/api/api/getDictListByDicType', { typeCode: ref.dict }, { silent: true })
    : await post('/api/api/getEnumListByCls', { enumClassName: ref.enum }, { silent: true });
  const options = toOptions(answer);
  if (options.length) sessionStorage.setItem(CACHE_PREFIX + key, JSON.stringify(options));
  return options;
}
