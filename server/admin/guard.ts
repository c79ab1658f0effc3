import type { FastifyRequest } from 'fastify';
import type { SessionContext } from '../http';
import { sessionOf } from '../http';
import { errors } from '../errors';
import { loadMenuAccess } from '../menus';
import { checkSettingsForm, SETTINGS_FORMS, type SettingsFormName } from '../engine';
import { translate, type MessageKey } from '../i18n';

/**
 * The caller's session when they may use a console page: administrators always,
 * others when one of their roles grants the page's menu. Read on every request,
 * so a role change applies to the member's next call.
 */
export async function requireSettings(request: FastifyRequest, ...menuCodes: string[]): Promise<SessionContext> {
  const s = sessionOf(request);
  const access = await loadMenuAccess(s.data, s.userId);
  if (!access.isAdmin && !menuCodes.some((c) => access.permissions.has(c))) throw errors.forbidden();
  return s;
}

/** A field problem: the field and its message key (`settingsRule.*`). */
export interface Problem {
  field: string;
  key: string;
}

/** Code 14 with one `reqFieldErrorList` entry per field, messages in the caller's language. */
export function throwProblems(request: FastifyRequest, problems: Problem[]): void {
  if (!problems.length) return;
  const list = problems.map((p, index) => {
    const message = translate(request.lang, p.key as MessageKey);
    return { fields: p.field, fieldStr: p.field, message, index };
  });
  throw errors.fieldErrors({ reqFieldErrorList: list, reqFormatErrorList: [] });
}

/** Checks values against a settings form's shared rules, plus problems the caller found (taken codes...). */
export function checkForm(request: FastifyRequest, form: SettingsFormName, values: Record<string, unknown>, extra: Problem[] = [], only?: string[]): void {
  const rules = Object.fromEntries(Object.entries(SETTINGS_FORMS[form]).filter(([field]) => !only || only.includes(field)));
  const problems: Problem[] = checkSettingsForm(values, rules).map((p) => ({ field: p.field, key: `settingsRule.${p.code}` }));
  const seen = new Set(problems.map((p) => p.field));
  throwProblems(request, [...problems, ...extra.filter((p) => !seen.has(p.field))]);
}

/** A `?name=<id>` query (the spec's `getSysUserById?id`): digits only, read with `Number`. */
export function queryId(name: string) {
  return { querystring: { type: 'object', properties: { [name]: { type: 'string', pattern: '^[1-9][0-9]{0,14}$' } }, required: [name] } };
}
