/** Small browser helpers every designer area uses. */
export { downloadText, downloadJson } from './download';
