import { useEffect, useMemo, useState } from 'react';
import type { Form } from '@formily/core';
import { isEmptyValue, type FormSchema, type RuleUser } from '../../index';
import { useEngineServices } from '../services';
import type { BrowserRuleRuntime } from './ruleValidator';
import { createWhenReactions } from './whenReactions';
import { createRowDefaults } from './rowDefaults';

const newRecordForms = new WeakSet<object>();

/** Marks a form as a new record's: its `x-default` values are filled when it opens. */
export function markNewRecordForm(form: Form): Form {
  newRecordForms.add(form);
  return form;
}

/**
 * The browser side of a function's business rules: the rule runtime (user,
 * loader of other records) for validators, `x-when` reactions, and the
 * defaults of a new record filled at form open (evaluated by the server
 * from the same `x-default` expressions, with the user's context), and the
 * defaults of sub-table rows added in the browser.
 */
export function useBusinessRules(form: Form, schema: FormSchema, code: string | undefined): BrowserRuleRuntime {
  const services = useEngineServices();
  const runtime = useMemo<BrowserRuleRuntime>(() => ({
    user: null,
    loader: code && services.ruleData ? (requests) => services.ruleData!(code, requests) : undefined,
  }), [code, services]);
  const [user, setUser] = useState<RuleUser | null>(null);
  useEffect(() => {
    if (!code || !services.ruleContext) return undefined;
    let alive = true;
    services.ruleContext(code).then((rc) => {
      if (!alive) return;
      runtime.user = rc.user;
      setUser(rc.user);
      if (!newRecordForms.has(form)) return;
      for (const [key, value] of Object.entries(rc.defaults)) {
        if (isEmptyValue(form.getValuesIn(key))) form.setValuesIn(key, value);
      }
    }, () => undefined);
    return () => {
      alive = false;
    };
  }, [code, services, form, runtime]);
  useEffect(() => createWhenReactions(form, schema, user), [form, schema, user]);
  useEffect(() => (form.readPretty ? undefined : createRowDefaults(form, schema, user)), [form, schema, user]);
  return runtime;
}

