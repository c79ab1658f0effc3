import { createForm } from '@formily/core';
import type { Form } from '@formily/core';
import { useEffect, useState } from 'react';
import { getRecord } from '../../api';

/**
 * A Formily form for a new record, or holding the saved record's data when `id` is given
 * (with the function version it was written with). Only a field's first failing rule shows.
 */
export function useRecordForm(code: string, id: string | undefined): { form: Form | null; failed: boolean; fnVersion?: string | number } {
  const [state, setState] = useState<{ form: Form | null; failed: boolean; fnVersion?: string | number }>({ form: null, failed: false });
  useEffect(() => {
    let alive = true;
    setState({ form: null, failed: false });
    if (!id) {
      setState({ form: createForm({ initialValues: {}, validateFirst: true }), failed: false });
      return undefined;
    }
    getRecord(code, id).then(
      ({ record }) => alive && setState({ form: createForm({ initialValues: record.data ?? {}, validateFirst: true }), failed: false, fnVersion: record.fnVersion }),
      () => alive && setState({ form: null, failed: true }),
    );
    return () => {
      alive = false;
    };
  }, [code, id]);
  return state;
}
