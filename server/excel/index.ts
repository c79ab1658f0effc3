export { registerExcelRoutes, ASYNC_IMPORT_ROWS, readUpload as readExcelUpload } from './routes';
export { exportRecords, XLSX_MIME } from './export';
export { parseWorkbook } from './import';
