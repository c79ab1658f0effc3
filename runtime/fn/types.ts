import type { FunctionMeta, RecordRow } from '../api';

/** A button of `meta.buttons` (spec 001 section 3 "Button configuration"), texts translated. */
export interface ButtonMeta {
  name: string;
  state: 'enabled' | 'disabled';
  action: 'fill' | 'workflow';
  targetForm?: string;
  /** `current`: copy `from` of the current record into `to`; `default`: `from` is the value itself. */
  fills?: { from: string; to: string; mode: 'default' | 'current' }[];
  dialogTitle: string;
  colour: string;
}

/** A related-form entry (spec 001 section 3 "Related-form configuration"). */
export interface RelatedFormMeta {
  form: string;
  order: number;
  associationId: string;
  currentField: string;
  associationField: string;
  state: 'enabled' | 'disabled';
}

/** The parts of `/meta` the issue-3 pages read beyond the walking skeleton's {@link FunctionMeta}. */
export type FnMeta = FunctionMeta & {
  buttons?: ButtonMeta[];
  relatedForms?: RelatedFormMeta[];
  serialRules?: { field: string }[];
};

/** The record's latest process as `detail` answers it (null: never sent for approval). */
export interface RecordProcessInfo {
  processInstanceId: number;
  applicationNo: string;
  state: string;
  stateText: string;
  docState: string;
  currentNodeName: string;
  currentApprovers: string;
}

/** What `detail` says the caller may do with the record now (its state and their scope). */
export interface RecordActions { edit: boolean; delete: boolean; submit: boolean; resubmit: boolean }

/** `detail` as the server answers it: the record, its process, the actions offered, and the related records of the other forms. */
export interface DetailAnswer {
  record: RecordRow;
  process?: RecordProcessInfo | null;
  actions?: RecordActions;
  /** The node permissions the caller reads the record with (access through a task or a copy); null: every field. */
  fieldPermissions?: Record<string, 'editable' | 'visible' | 'hidden'> | null;
  related?: { form: string; associationId?: string; title?: string; name?: string; records: RecordRow[]; total?: number }[] | Record<string, RecordRow[]>;
}
