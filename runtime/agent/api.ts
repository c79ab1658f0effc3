import { post } from '../request';

/** An application to become an agent, as `currentAgentInfoVo` answers it. */
export interface AgentApplication {
  id: number;
  contactName: string;
  mobile: string;
  region: string;
  introduction: string | null;
  appliedBy: number;
  appliedByName: string;
  appliedAt: number;
  updatedAt: number;
}

export interface AgentInfo {
  agentStatus: number;
  application: AgentApplication | null;
  contractStart: number | null;
  contractEnd: number | null;
}

export interface AgentContract {
  agentStatus: number;
  signed: boolean;
  contractStart: number | null;
  contractEnd: number | null;
  expired: boolean;
}

export interface AgentApplicationForm {
  contactName: string;
  mobile: string;
  region: string;
  introduction?: string;
}

export const getAgentInfo = (options: { silent?: boolean } = {}) => post<AgentInfo>('/api/agent/currentAgentInfoVo', {}, options);
export const getAgentContract = () => post<AgentContract>('/api/agentcontract/currentAgentInfoVo', {});
/** Field errors come back as code 14 (`reqFieldErrorList`): toasted, and for the form to mark. */
export const becomeAgent = (form: AgentApplicationForm) => post<AgentInfo>('/api/agent/becomeAgent', form);
