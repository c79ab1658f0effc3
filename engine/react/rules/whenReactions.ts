import type { Form } from '@formily/core';
import { reaction, toJS } from '@formily/reactive';
import { businessModel, evaluateExpression, recordScope, rowScope, type FieldSpot, type FormSchema, type RuleUser, type WhenConditions } from '../../index';

const whenOfSpot = (spot: FieldSpot) => spot.schema['x-when'] as WhenConditions | undefined;

type Values = Record<string, unknown>;

function holds(source: string | undefined, scope: Values): boolean {
  if (!source) return false;
  try {
    return Boolean(evaluateExpression(source, scope));
  } catch {
    // A half-filled form must not break rendering; the server checks again.
    return false;
  }
}

interface Decision { hidden: boolean; required: boolean; readOnly: boolean }

function decide(spot: FieldSpot, scope: Values): Decision {
  const when = whenOfSpot(spot)!;
  const hidden = holds(when.hidden, scope);
  return { hidden, required: !hidden && holds(when.required, scope), readOnly: holds(when.readOnly, scope) };
}

/**
 * Applies `x-when` in the browser from the same expressions the server reads:
 * hidden fields are not shown (and not submitted), required ones get the
 * required rule, read-only ones cannot be edited. A field's static settings
 * win when its condition does not hold. Returns the disposer.
 */
export function createWhenReactions(form: Form, schema: FormSchema, user?: RuleUser | null): () => void {
  const spots = businessModel({ form: schema }).fields.filter((s) => whenOfSpot(s));
  if (!spots.length) return () => undefined;
  const ctx = { user: user ?? undefined };
  const apply = (path: string, spot: FieldSpot, d: Decision) => {
    form.setFieldState(path, (state) => {
      state.visible = !d.hidden;
      state.required = d.required || spot.schema.required === true;
      if (!form.readPretty && whenOfSpot(spot)?.readOnly) state.pattern = d.readOnly ? 'readOnly' : 'editable';
    });
  };
  return reaction(
    () => {
      const record = (toJS(form.values) ?? {}) as Values;
      const out: [string, FieldSpot, Decision][] = [];
      for (const spot of spots) {
        if (spot.table === undefined) {
          out.push([spot.key, spot, decide(spot, recordScope(ctx, record))]);
          continue;
        }
        const rows = record[spot.table];
        (Array.isArray(rows) ? rows : []).forEach((row, i) => {
          out.push([`${spot.table}.${i}.${spot.key}`, spot, decide(spot, rowScope(ctx, record, (row ?? {}) as Values, i))]);
        });
      }
      return out;
    },
    (decisions) => decisions.forEach(([path, spot, d]) => apply(path, spot, d)),
    { fireImmediately: true, equals: (a, b) => JSON.stringify(a.map(([p, , d]) => [p, d])) === JSON.stringify(b.map(([p, , d]) => [p, d])) },
  );
}
