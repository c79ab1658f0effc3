export { offlineServices } from './EngineServices';
export type {
  EngineServices, UserOption, LookupOption, LookupRef, FileRef, UploadLimits, RelatedRow,
} from './EngineServices';
export { EngineServicesProvider, useEngineServices, FunctionCodeProvider, useFunctionCode } from './ServicesContext';
