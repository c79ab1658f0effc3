export { registerExcelRoutes, ASYNC_IMPORT_ROWS } from './routes';
export { exportRecords, XLSX_MIME } from './export';
export { parseWorkbook } from './import';
