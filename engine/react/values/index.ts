export { toSubmitValues } from './toSubmitValues';
