import { useEffect } from 'react';
import { useSessionStore } from '../stores';
import { getAgentInfo } from './api';
import { mayUseAgentEntry } from './agentEntry';

/** Stores a new agent status in the session's tenant info (after applying, or when the server says otherwise). */
export function storeAgentStatus(status: number): void {
  const state = useSessionStore.getState();
  if (!state.tenant || state.tenant.agentStatus === status) return;
  state.setSession({ user: state.user, tenant: { ...state.tenant, agentStatus: status }, menuTree: state.menuTree, menuMap: state.menuMap });
}

/**
 * The company's agent status for the sider entry. Tenant info is kept from sign-in, while a
 * platform operator moves the status on (review, signing, expiry): each layout mount reads it afresh.
 */
export function useAgentStatus(): number | undefined {
  const status = useSessionStore((s) => s.tenant?.agentStatus);
  const menuMap = useSessionStore((s) => s.menuMap);
  const allowed = mayUseAgentEntry(menuMap);
  useEffect(() => {
    if (!allowed) return;
    getAgentInfo({ silent: true }).then((info) => storeAgentStatus(info.agentStatus), () => undefined);
  }, [allowed]);
  return status;
}
