export { offlineServices } from './EngineServices';
export type {
  EngineServices, UserOption, LookupOption, LookupRef, FileRef, UploadLimits, RelatedRow,
} from './EngineServices';
export {
  EngineServicesProvider, useEngineServices, setDefaultEngineServices, FunctionCodeProvider, useFunctionCode,
} from './ServicesContext';
