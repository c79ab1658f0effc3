import { isPermitted, type MenuMap } from '../menu';

/** Spec 000 section 6: the agent entries and their pages need this menu. */
export const AGENT_MENU_CODE = 'S902000000000000';
export const BECOME_AGENT_PATH = '/become-agent';
/** Spec 000 route person-application-record, where pending, unsigned and expired agents are sent. */
export const APPLICATION_RECORD_PATH = '/contract-manage/person-application-record';
export const DISTRIBUTION_CENTRE_PATH = '/distribution-centre';
/** Spec 000 section 4.4: the message shows, then after 0.5 s the record opens. */
export const AGENT_REDIRECT_DELAY_MS = 500;

export type AgentNoticeKey = 'agent.applying' | 'agent.notSigned' | 'agent.signingExpired';

/** What the sider-bottom agent entry does for a company's agent status. */
export type AgentEntryAction =
  | { kind: 'becomeAgent'; path: string }
  | { kind: 'notice'; messageKey: AgentNoticeKey; redirect: string; delayMs: number }
  | { kind: 'openCentre'; path: string };

const NOTICES: Record<number, AgentNoticeKey> = { 1: 'agent.applying', 2: 'agent.notSigned', 3: 'agent.signingExpired' };

/**
 * Spec 000 section 4.4: 0 (or unknown) opens the become-agent page; 1 pending, 2 not signed and
 * 3 expired show their message and go to the application record; any other status is an
 * active agent, whose distribution centre opens in a new tab.
 */
export function agentEntryAction(status: number | null | undefined): AgentEntryAction {
  if (!status) return { kind: 'becomeAgent', path: BECOME_AGENT_PATH };
  const messageKey = NOTICES[status];
  if (messageKey) return { kind: 'notice', messageKey, redirect: APPLICATION_RECORD_PATH, delayMs: AGENT_REDIRECT_DELAY_MS };
  return { kind: 'openCentre', path: DISTRIBUTION_CENTRE_PATH };
}

/** The entry's label: "become agent" for status 0, "distribution centre" for every other status. */
export function agentEntryLabelKey(status: number | null | undefined): 'agent.becomeAgent' | 'agent.distributionCentre' {
  return status ? 'agent.distributionCentre' : 'agent.becomeAgent';
}

/** Whether the user sees the agent entries (a missing permission map allows everything, spec 000 section 6). */
export function mayUseAgentEntry(menuMap: MenuMap): boolean {
  return isPermitted(AGENT_MENU_CODE, menuMap);
}

/** The status names of the application record and the distribution centre (`agent.status.<key>`). */
export function agentStatusKey(status: number): '0' | '1' | '2' | '3' | 'active' {
  return status >= 0 && status <= 3 ? (String(status) as '0' | '1' | '2' | '3') : 'active';
}
