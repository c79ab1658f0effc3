export { DesignerApiProvider, useDesignerPost } from './DesignerApiContext';
export type {
  DesignerPost, DesignerCallError, FunctionState, FunctionRow, FunctionDesign, PublishProblem, SimulationStep,
} from './DesignerApi';
