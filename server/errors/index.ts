import type { MessageKey } from '../i18n';

/** Envelope codes (spec 000 section 8, docs/contract.md). */
export const CODES = {
  ok: 0,
  sessionInvalid: 4,
  fieldErrors: 14,
  idleLocked: 18,
  badRequest: 400,
  badCredentials: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  /** An upload of a type the field does not accept (spec 000 section 8.3 "file format error"). */
  unsupportedFile: 415,
  /** An Excel import refused as a whole (`data.errorFileId` lists row and reason). */
  importFailed: 422,
  /** Too many failed attempts, or too many requests at once: retry later (issue 17). */
  tooManyRequests: 429,
  /** The slider human check is required first (spec 000 section 8.3 "man-machine verification failed"); `data.sliderRequired`. */
  captchaRequired: 428,
  internal: 500,
} as const;

/** The catalogue key of a document state's name (`inApproval` -> `docStateInApproval`). */
export function docStateKey(state: string): MessageKey {
  return `docState${state.charAt(0).toUpperCase()}${state.slice(1)}` as MessageKey;
}

/** A failure the client should see: an envelope code, a catalogue key and optional data. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly key: MessageKey,
    readonly params: Record<string, unknown> = {},
    readonly data: unknown = null,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

/** The coded error catalogue: every error the server answers with is made here. */
export const errors = {
  sessionInvalid: () => new AppError(CODES.sessionInvalid, 'sessionInvalid'),
  idleLocked: () => new AppError(CODES.idleLocked, 'idleLocked'),
  fieldErrors: (data: unknown) => new AppError(CODES.fieldErrors, 'fieldErrors', {}, data),
  packInvalid: (data: unknown) => new AppError(CODES.fieldErrors, 'packInvalid', {}, data),
  /** A field made unique while records already share values of it. */
  uniqueExisting: (field: string, values: string[]) =>
    new AppError(CODES.fieldErrors, 'uniqueExisting', { field, values: values.join(', ') }, { field, values }),
  /** A schema expression failed while the server ran it (a wrong type, a size or step limit). */
  expressionFailed: (detail: string) =>
    new AppError(CODES.fieldErrors, 'expressionFailed', { detail }, { reqFieldErrorList: [], reqFormatErrorList: [] }),
  badRequest: (detail: string) => new AppError(CODES.badRequest, 'badRequest', { detail }),
  badJson: () => new AppError(CODES.badRequest, 'badJson'),
  unknownField: (field: string) => new AppError(CODES.badRequest, 'unknownField', { field }),
  missingField: (field: string) => new AppError(CODES.badRequest, 'missingField', { field }),
  invalidField: (field: string, detail: string) => new AppError(CODES.badRequest, 'invalidField', { field, detail }),
  filterNotAllowed: (field: string) => new AppError(CODES.badRequest, 'filterNotAllowed', { field }),
  filterValueInvalid: (field: string) => new AppError(CODES.badRequest, 'filterValueInvalid', { field }),
  sortNotAllowed: (field: string) => new AppError(CODES.badRequest, 'sortNotAllowed', { field }),
  loginFailed: () => new AppError(CODES.badCredentials, 'loginFailed'),
  wrongPassword: () => new AppError(CODES.badCredentials, 'wrongPassword'),
  tenantNotAllowed: () => new AppError(CODES.forbidden, 'tenantNotAllowed'),
  forbidden: () => new AppError(CODES.forbidden, 'forbidden'),
  /** Spec 000 section 4.4: only a company that is not an agent (status 0) may apply. */
  agentNotApplicable: (status: number) => new AppError(CODES.conflict, 'agentNotApplicable',
    { state: { messageKey: status >= 1 && status <= 3 ? (`agentState${status}` as const) : 'agentStateActive' } }, { agentStatus: status }),
  notFound: () => new AppError(CODES.notFound, 'notFound'),
  functionNotFound: (code: string) => new AppError(CODES.notFound, 'functionNotFound', { code }),
  recordNotFound: () => new AppError(CODES.notFound, 'recordNotFound'),
  packDowngrade: (installed: string, version: string) => new AppError(CODES.conflict, 'packDowngrade', { installed, version }),
  conflict: () => new AppError(CODES.conflict, 'conflict'),
  payloadTooLarge: () => new AppError(CODES.payloadTooLarge, 'payloadTooLarge'),
  internal: () => new AppError(CODES.internal, 'internal'),
  // Approval engine (spec 001 sections 4 and 8): an action that does not fit the state changes nothing.
  processNotFound: () => new AppError(CODES.notFound, 'processNotFound'),
  taskNotFound: () => new AppError(CODES.notFound, 'taskNotFound'),
  notYourTask: () => new AppError(CODES.forbidden, 'notYourTask'),
  taskAlreadyHandled: () => new AppError(CODES.conflict, 'taskAlreadyHandled'),
  processChanged: () => new AppError(CODES.conflict, 'processChanged'),
  onlyInApprovalOrAbnormal: () => new AppError(CODES.conflict, 'onlyInApprovalOrAbnormal'),
  onlyInApproval: () => new AppError(CODES.conflict, 'onlyInApproval'),
  notToSubmit: () => new AppError(CODES.conflict, 'notToSubmit'),
  notAbnormal: () => new AppError(CODES.conflict, 'notAbnormal'),
  cannotCancel: () => new AppError(CODES.conflict, 'cannotCancel'),
  originalApproverEmpty: () => new AppError(CODES.badRequest, 'originalApproverEmpty'),
  forwardedApproverEmpty: () => new AppError(CODES.badRequest, 'forwardedApproverEmpty'),
  notMember: (user: number | string) => new AppError(CODES.badRequest, 'notMember', { user }),
  alreadyAssigned: (user: string) => new AppError(CODES.conflict, 'alreadyAssigned', { user }),
  opinionRequired: () => new AppError(CODES.badRequest, 'opinionRequired'),
  turnNodeInvalid: () => new AppError(CODES.badRequest, 'turnNodeInvalid'),
  noFlow: (code: string) => new AppError(CODES.badRequest, 'noFlow', { code }),
  notRecordCreator: () => new AppError(CODES.forbidden, 'notRecordCreator'),
  recordInProcess: () => new AppError(CODES.conflict, 'recordInProcess'),
  notInitiator: () => new AppError(CODES.forbidden, 'notInitiator'),
  notAllowedToStart: () => new AppError(CODES.forbidden, 'notAllowedToStart'),
  notCcRecipient: () => new AppError(CODES.forbidden, 'notCcRecipient'),
  // Schema engine (issue 3): duplicate guard, files, import, function design.
  duplicateSubmission: () => new AppError(CODES.conflict, 'duplicateSubmission'),
  recordChanged: () => new AppError(CODES.conflict, 'recordChanged'),
  fileTooLarge: (limit: string) => new AppError(CODES.payloadTooLarge, 'fileTooLarge', { limit }),
  fileFormatError: (accept: string) => new AppError(CODES.unsupportedFile, 'fileFormatError', { accept }),
  uploadFailed: () => new AppError(CODES.badRequest, 'uploadFailed'),
  fileNotFound: () => new AppError(CODES.notFound, 'fileNotFound'),
  importFailed: (data: unknown) => new AppError(CODES.importFailed, 'importFailed', {}, data),
  importFileInvalid: () => new AppError(CODES.unsupportedFile, 'importFileInvalid'),
  importEmpty: () => new AppError(CODES.badRequest, 'importEmpty'),
  importUnknownColumn: (column: string) => new AppError(CODES.badRequest, 'importUnknownColumn', { column }),
  importJobNotFound: () => new AppError(CODES.notFound, 'importJobNotFound'),
  functionDisabled: (code: string) => new AppError(CODES.conflict, 'functionDisabled', { code }),
  cannotPublish: (problems: string, data: unknown) => new AppError(CODES.conflict, 'cannotPublish', { problems }, data),
  nothingToPublish: (code: string) => new AppError(CODES.conflict, 'nothingToPublish', { code }),
  functionExists: (code: string) => new AppError(CODES.conflict, 'functionExists', { code }),
  functionHasRecords: (code: string, count: number) => new AppError(CODES.conflict, 'functionHasRecords', { code, count }),
  // Record integrity (issue 11, docs/records.md): a locked record is a conflict, never "not found".
  recordLocked: (docState: string) => new AppError(CODES.conflict, 'recordLocked', { state: { messageKey: docStateKey(docState) } }, { docState }),
  recordReturnedToInitiator: () => new AppError(CODES.conflict, 'recordReturnedToInitiator'),
  recordHasLiveProcess: () => new AppError(CODES.conflict, 'recordHasLiveProcess'),
  scopeInvalid: (detail: string) => new AppError(CODES.badRequest, 'scopeInvalid', { detail }),
  lookupNotFound: (code: string) => new AppError(CODES.notFound, 'lookupNotFound', { code }),
  // System settings (issue 15).
  settingsInUse: (what: string, users: string) => new AppError(CODES.conflict, 'settingsInUse', { what, users }),
  lastAdministrator: () => new AppError(CODES.conflict, 'lastAdministrator'),
  settingsNotFound: (what: string) => new AppError(CODES.notFound, 'settingsNotFound', { what }),
  systemMenuLocked: () => new AppError(CODES.conflict, 'systemMenuLocked'),
  smsTooSoon: (seconds: number) => new AppError(CODES.conflict, 'smsTooSoon', { seconds }),
  /** The company is already registered: the client offers to sign in or to go on (`force`). */
  companyRegistered: (corpName: string) => new AppError(CODES.conflict, 'companyRegistered', { corpName }, { registered: true }),
  // Security limits (issue 17).
  tooManyAttempts: (seconds: number) => new AppError(CODES.tooManyRequests, 'tooManyAttempts', { seconds }, { retryAfterSeconds: seconds }),
  unlockAttemptsExhausted: () => new AppError(CODES.sessionInvalid, 'unlockAttemptsExhausted'),
  serverBusy: () => new AppError(CODES.tooManyRequests, 'serverBusy'),
  requestIdTooLong: (limit: number) => new AppError(CODES.badRequest, 'requestIdTooLong', { limit }),
  ticketInvalid: () => new AppError(CODES.sessionInvalid, 'ticketInvalid'),
  uploadQuotaExceeded: (limit: string) => new AppError(CODES.payloadTooLarge, 'uploadQuotaExceeded', { limit }),
  companyQuotaExceeded: (limit: string) => new AppError(CODES.payloadTooLarge, 'companyQuotaExceeded', { limit }),
  badMultipart: () => new AppError(CODES.badRequest, 'badMultipart'),
  importTooManyRows: (limit: number) => new AppError(CODES.badRequest, 'importTooManyRows', { limit }),
  importTooManyColumns: (limit: number) => new AppError(CODES.badRequest, 'importTooManyColumns', { limit }),
  // Import jobs (issue 17 item 2, issue 20 item 5).
  importTooComplex: () => new AppError(CODES.badRequest, 'importTooComplex'),
  importCanceled: () => new AppError(CODES.conflict, 'importCanceled'),
  importInterrupted: () => new AppError(CODES.internal, 'importInterrupted'),
  // Sign-in methods (issue 16 item 3).
  captchaRequired: () => new AppError(CODES.captchaRequired, 'captchaRequired', {}, { sliderRequired: true }),
  captchaFailed: () => new AppError(CODES.badRequest, 'captchaFailed'),
  ssoNotConfigured: () => new AppError(CODES.notFound, 'ssoNotConfigured'),
  ssoFailed: () => new AppError(CODES.badCredentials, 'ssoFailed'),
  ssoNoAccount: () => new AppError(CODES.forbidden, 'ssoNoAccount'),
};
