import { ShopOutlined, UserAddOutlined } from '@ant-design/icons';
import { App } from 'antd';
import React, { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../stores';
import { agentEntryAction, agentEntryLabelKey, mayUseAgentEntry } from './agentEntry';
import { useAgentStatus } from './useAgentStatus';

/**
 * "Become agent" or "distribution centre" at the bottom of the left menu (spec 000 sections 2.4
 * and 4.4), for holders of S902000000000000: opens the application form, shows the status
 * message and then the application record, or opens the distribution centre in a new tab.
 */
export function AgentEntry({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const menuMap = useSessionStore((s) => s.menuMap);
  const status = useAgentStatus();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!mayUseAgentEntry(menuMap)) return null;

  const label = t(agentEntryLabelKey(status));
  const open = () => {
    const action = agentEntryAction(status);
    if (action.kind === 'becomeAgent') navigate(action.path);
    else if (action.kind === 'openCentre') window.open(action.path, '_blank');
    else {
      void message.warning(t(action.messageKey));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(action.redirect), action.delayMs);
    }
  };
  return (
    <button type="button" className="sider-bottom__item" title={label} onClick={open}
      data-testid="agent-entry" data-status={status ?? 0}>
      {status ? <ShopOutlined /> : <UserAddOutlined />}
      {!collapsed && <span>{label}</span>}
    </button>
  );
}
