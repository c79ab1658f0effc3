import type { ProcessRow } from '../../api';

/** Spec 001 section 4: forced return and change of approver only while in approval or abnormal. */
export const isOperable = (row: ProcessRow): boolean => row.state === 'inApproval' || row.state === 'abnormal';
