export { registerSimulationRoutes } from './routes';
export { simulateFlow } from './simulate';
export type { SimulationStep, SimulationResult, SimulationNote, SimulationInput } from './simulate';
