import { createForm } from '@formily/core';
import type { Form } from '@formily/core';
import { useEffect, useState } from 'react';
import { getRecord } from '../../api';
import { markNewRecordForm } from '../../../engine/react/index';

/**
 * A Formily form for a new record, or holding the saved record's data when `id` is given
 * (with the function version it was written with). Only a field's first failing rule shows.
 */
export interface RecordFormState {
  form: Form | null;
  failed: boolean;
  fnVersion?: string | number;
  /** The saved record's document state and what the caller may do with it now. */
  docState?: string;
  locked?: boolean;
  /** The process waiting for this record's resubmission (recalled, rejected to the initiator). */
  resubmitId?: number;
}

export function useRecordForm(code: string, id: string | undefined): RecordFormState {
  const [state, setState] = useState<RecordFormState>({ form: null, failed: false });
  useEffect(() => {
    let alive = true;
    setState({ form: null, failed: false });
    if (!id) {
      setState({ form: markNewRecordForm(createForm({ initialValues: {}, validateFirst: true })), failed: false });
      return undefined;
    }
    getRecord(code, id).then(
      ({ record, process, actions }) => alive && setState({
        form: createForm({ initialValues: record.data ?? {}, validateFirst: true }), failed: false, fnVersion: record.fnVersion,
        docState: record.docState, locked: actions ? !actions.edit : false,
        resubmitId: actions?.resubmit && process ? process.processInstanceId : undefined,
      }),
      () => alive && setState({ form: null, failed: true }),
    );
    return () => {
      alive = false;
    };
  }, [code, id]);
  return state;
}
