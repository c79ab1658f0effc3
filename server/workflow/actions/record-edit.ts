import { computeRecordValues, checkWrites, formatViolations, type FieldPermissions } from '../../engine';
import { errors } from '../../errors';
import { packLocale, translate, type ServerLang } from '../../i18n';
import { validatorFor, checkReferences } from '../../records';
import { recordValues, type ActionContext } from '../context';

/**
 * Applies edits a node's user sends with an action: only fields editable
 * there (engine `checkWrites`, code 14 per field otherwise), then the record
 * is recomputed and validated with the engine's record validator and the
 * server's reference checks (code 14), related records the actor links
 * checked against the actor's view scope.
 * Nothing is written when anything is refused.
 */
export async function applyEdits(ctx: ActionContext, edits: Record<string, unknown> | undefined, perms: FieldPermissions, lang: ServerLang): Promise<void> {
  if (!edits || !Object.keys(edits).length) return;
  const current = recordValues(ctx);
  const refused = checkWrites(edits, perms, current);
  if (refused.length) {
    const message = translate(lang, 'fieldNotEditable');
    const list = refused.map((path) => ({ fields: path, fieldStr: path, message }));
    throw errors.fieldErrors({ reqFieldErrorList: list, reqFormatErrorList: [] });
  }
  const computed = computeRecordValues(ctx.fn.fn.form, { ...current, ...edits });
  const values = computed.values;
  const violations = computed.violations.length ? computed.violations : validatorFor(ctx.t.tenantId, ctx.fn)(values);
  if (violations.length) {
    const list = formatViolations(violations, lang, packLocale(ctx.fn.locales, lang));
    throw errors.fieldErrors({ reqFieldErrorList: list, reqFormatErrorList: [] });
  }
  // Links the actor makes must be to records inside their own view scope.
  const changed = new Set(Object.keys(edits).filter((k) => JSON.stringify(edits[k]) !== JSON.stringify(current[k])));
  const missing = await checkReferences(ctx.t, ctx.fn, values, lang, { viewerId: ctx.actorId, scopedKeys: changed, signerId: ctx.actorId, previous: current });
  if (missing.length) throw errors.fieldErrors({ reqFieldErrorList: missing, reqFormatErrorList: [] });
  await ctx.t.records.update({ fnId: ctx.fn.fnId, id: ctx.record.id, data: values, now: ctx.now });
  ctx.record = { ...ctx.record, data: values, updatedAt: ctx.now };
}
