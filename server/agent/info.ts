import type { AgentApplicationRow, TenantData } from '../data';
import { errors } from '../errors';

/** The application as the shell shows it. */
export interface AgentApplicationView {
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

/** `currentAgentInfoVo`: the company's agent status, its latest application and the contract period once signed. */
export interface AgentInfo {
  agentStatus: number;
  application: AgentApplicationView | null;
  contractStart: number | null;
  contractEnd: number | null;
}

function toView(r: AgentApplicationRow): AgentApplicationView {
  return {
    id: r.id, contactName: r.contact_name, mobile: r.mobile, region: r.region, introduction: r.introduction,
    appliedBy: r.applied_by, appliedByName: r.applied_by_name, appliedAt: r.applied_at, updatedAt: r.updated_at,
  };
}

/** Reads the session's company's agent info (never another company's: the data view is tenant-scoped). */
export async function readAgentInfo(data: TenantData): Promise<AgentInfo> {
  const [status, latest] = await Promise.all([data.agent.status(), data.agent.latestApplication()]);
  if (status === undefined) throw errors.sessionInvalid();
  return {
    agentStatus: status,
    application: latest ? toView(latest) : null,
    contractStart: latest?.contract_start ?? null,
    contractEnd: latest?.contract_end ?? null,
  };
}
