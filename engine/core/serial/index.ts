/** Serial-number formatting. */
export { DATE_KEYWORDS, formatDateKeyword, formatSerial, isDateKeyword, serialScope, serialValue, toDateParts } from './formatSerial';
export type { DateKeyword, DateParts } from './formatSerial';
