import { createForm } from '@formily/core';
import type { Form } from '@formily/core';
import { useEffect, useState } from 'react';
import { getRecord } from '../../api';

/** A Formily form for a new record, or holding the saved record's data when `id` is given. */
export function useRecordForm(code: string, id: string | undefined): { form: Form | null; failed: boolean } {
  const [state, setState] = useState<{ form: Form | null; failed: boolean }>({ form: null, failed: false });
  useEffect(() => {
    let alive = true;
    setState({ form: null, failed: false });
    if (!id) {
      setState({ form: createForm({ initialValues: {} }), failed: false });
      return undefined;
    }
    getRecord(code, id).then(
      ({ record }) => alive && setState({ form: createForm({ initialValues: record.data ?? {} }), failed: false }),
      () => alive && setState({ form: null, failed: true }),
    );
    return () => {
      alive = false;
    };
  }, [code, id]);
  return state;
}
