/** The agent programme in the shell (spec 000 sections 2.4 and 4.4): the sider entry, its decision, the calls. */
export { AgentEntry } from './AgentEntry';
export {
  agentEntryAction, agentEntryLabelKey, agentStatusKey, mayUseAgentEntry,
  AGENT_MENU_CODE, BECOME_AGENT_PATH, APPLICATION_RECORD_PATH, DISTRIBUTION_CENTRE_PATH, AGENT_REDIRECT_DELAY_MS,
} from './agentEntry';
export type { AgentEntryAction, AgentNoticeKey } from './agentEntry';
export { storeAgentStatus } from './useAgentStatus';
export { withAgentMenus } from './agentMenus';
export { getAgentInfo, getAgentContract, becomeAgent } from './api';
export type { AgentInfo, AgentApplication, AgentContract, AgentApplicationForm } from './api';
