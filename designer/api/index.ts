export { DesignerApiProvider, useDesignerPost, useMenusChanged } from './DesignerApiContext';
export type { DesignerApiProviderProps } from './DesignerApiContext';
export type {
  DesignerPost, DesignerCallError, FunctionState, FunctionRow, FunctionDesign, PublishProblem, SimulationStep,
} from './DesignerApi';
