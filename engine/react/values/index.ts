export { toSubmitValues } from './toSubmitValues';
export { toReadPrettySchema } from './toReadPrettySchema';
