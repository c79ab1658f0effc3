import type { InfoField } from './functionInfo';
import type { InfoErrors } from './validateInfo';

const POINTERS: [RegExp, InfoField][] = [
  [/^\/code$/, 'code'], [/^\/name$/, 'name'], [/^\/businessType$/, 'businessType'], [/^\/displayStyle$/, 'displayStyle'],
  [/^\/permissionRequired$/, 'permissionRequired'], [/^\/menu\/displayName$/, 'menuName'], [/^\/menu\/directory$/, 'directory'],
  [/^\/menu\/roles/, 'roles'], [/^\/categories\/parent$/, 'parentCategory'], [/^\/description$/, 'description'],
  [/^\/categories\/second\/name$/, 'second.name'], [/^\/categories\/second\/description$/, 'second.description'],
  [/^\/categories\/second\/icon$/, 'second.icon'], [/^\/categories\/third\/name$/, 'third.name'],
  [/^\/categories\/third\/description$/, 'third.description'], [/^\/categories\/third\/icon$/, 'third.icon'],
];

/** The form field a server field error (`fields`: a JSON pointer into the function) belongs to, if any. */
export function infoFieldOf(pointer: string): InfoField | undefined {
  return POINTERS.find(([re]) => re.test(pointer))?.[1];
}

/** Server field errors (code 14 `reqFieldErrorList`) as form errors; the rest are returned as messages. */
export function toInfoErrors(data: unknown): { errors: InfoErrors; other: string[] } {
  const list = (data as { reqFieldErrorList?: { fields: string; message: string }[] } | null)?.reqFieldErrorList ?? [];
  const errors: InfoErrors = {};
  const other: string[] = [];
  for (const e of list) {
    const field = infoFieldOf(e.fields);
    if (field) errors[field] ??= 'invalid';
    else other.push(`${e.fields}: ${e.message}`);
  }
  return { errors, other };
}
