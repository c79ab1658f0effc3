export { CompactFormProvider, useCompactForm } from './CompactForm';
