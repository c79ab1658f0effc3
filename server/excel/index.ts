export { registerExcelRoutes, ASYNC_IMPORT_ROWS, readUpload as readExcelUpload } from './routes';
export { exportRecords, XLSX_MIME } from './export';
export { sheetLayout } from './columns';
export { sweepImportJobs, STALE_JOB_MS } from './jobs';
export { stopParser, parseInWorker } from './parse-pool';
