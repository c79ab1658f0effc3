import type { Form } from '@formily/core';
import { applyServerFieldErrors, toSubmitValues } from '../../../engine/react/index';
import { saveRecord } from '../../api';
import { isRequestError } from '../../request';

export type SubmitOutcome = 'saved' | 'invalid' | 'rejected';

/**
 * Validates on the client, saves, and on code 14 marks the named fields
 * (the request layer has already toasted the joined messages).
 */
export async function submitRecord(
  form: Form, code: string, id?: string, onSaved?: (id: string | number) => void,
): Promise<SubmitOutcome> {
  try {
    await form.validate();
  } catch {
    return 'invalid';
  }
  try {
    const saved = await saveRecord(code, toSubmitValues(form), id);
    onSaved?.(saved.id);
    return 'saved';
  } catch (error) {
    if (isRequestError(error) && error.code === 14) applyServerFieldErrors(form, error.fieldErrors);
    return 'rejected';
  }
}
