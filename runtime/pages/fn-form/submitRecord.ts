import type { Form } from '@formily/core';
import { applyServerFieldErrors, toSubmitValues } from '../../../engine/react/index';
import { saveRecordOnce } from '../../fn';
import { isRequestError } from '../../request';

export type SubmitOutcome = 'saved' | 'invalid' | 'rejected';

/**
 * Validates on the client, saves (with an `x-request-id`, so a repeated submission saves
 * once), and on code 14 marks the named fields (the request layer has already toasted the
 * joined messages). `onSaved` also gets the serial numbers the server allocated.
 */
export async function submitRecord(
  form: Form, code: string, id?: string, onSaved?: (id: string | number, serials: Record<string, string>) => void,
): Promise<SubmitOutcome> {
  try {
    await form.validate();
  } catch {
    return 'invalid';
  }
  try {
    const saved = await saveRecordOnce(code, toSubmitValues(form), id);
    onSaved?.(saved.id, saved.serials ?? {});
    return 'saved';
  } catch (error) {
    if (isRequestError(error) && error.code === 14) applyServerFieldErrors(form, error.fieldErrors);
    return 'rejected';
  }
}
