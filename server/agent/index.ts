export { registerAgentRoutes } from './routes';
export type { AgentInfo, AgentApplicationView } from './info';
