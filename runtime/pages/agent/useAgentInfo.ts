import { useCallback, useEffect, useState } from 'react';
import { getAgentInfo, storeAgentStatus, type AgentInfo } from '../../agent';

/** The company's agent info, read on mount; `reload` reads it again. The shell's stored status follows it. */
export function useAgentInfo(): { info: AgentInfo | null; loading: boolean; reload: () => void; set: (info: AgentInfo) => void } {
  const [info, setInfo] = useState<AgentInfo | null>(null);
  const [loading, setLoading] = useState(true);
  const set = useCallback((next: AgentInfo) => {
    setInfo(next);
    storeAgentStatus(next.agentStatus);
  }, []);
  const reload = useCallback(() => {
    setLoading(true);
    getAgentInfo().then(set, () => undefined).finally(() => setLoading(false));
  }, [set]);
  useEffect(reload, [reload]);
  return { info, loading, reload, set };
}
