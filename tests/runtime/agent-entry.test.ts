import { describe, expect, it } from 'vitest';
import {
  agentEntryAction, agentEntryLabelKey, agentStatusKey, mayUseAgentEntry,
  AGENT_MENU_CODE, APPLICATION_RECORD_PATH, BECOME_AGENT_PATH, DISTRIBUTION_CENTRE_PATH,
} from '../../runtime/agent/agentEntry';
import { withAgentMenus } from '../../runtime/agent/agentMenus';
import { menuLabelSize } from '../../runtime/layout/menuLabelSize';
import { findMenuForPath, resolveRouteAccess } from '../../runtime/menu';
import { positionEntries } from '../../runtime/layout/MenuPositions';

describe('agent entry (spec 000 section 4.4)', () => {
  it('opens the become-agent page for status 0 (and a company with no status yet)', () => {
    for (const status of [0, undefined, null]) {
      expect(agentEntryAction(status)).toEqual({ kind: 'becomeAgent', path: BECOME_AGENT_PATH });
      expect(agentEntryLabelKey(status)).toBe('agent.becomeAgent');
    }
    expect(BECOME_AGENT_PATH).toBe('/become-agent');
  });

  it('shows the status message, then after 0.5 s goes to the application record for 1, 2 and 3', () => {
    const expected = { 1: 'agent.applying', 2: 'agent.notSigned', 3: 'agent.signingExpired' } as const;
    for (const [status, messageKey] of Object.entries(expected)) {
      expect(agentEntryAction(Number(status))).toEqual({ kind: 'notice', messageKey, redirect: APPLICATION_RECORD_PATH, delayMs: 500 });
      expect(agentEntryLabelKey(Number(status))).toBe('agent.distributionCentre');
    }
    expect(APPLICATION_RECORD_PATH).toBe('/contract-manage/person-application-record');
  });

  it('opens the distribution centre in a new tab for any other status', () => {
    for (const status of [4, 5, 9, -1]) {
      expect(agentEntryAction(status)).toEqual({ kind: 'openCentre', path: DISTRIBUTION_CENTRE_PATH });
      expect(agentEntryLabelKey(status)).toBe('agent.distributionCentre');
    }
  });

  it('names statuses 0-3 and any other as active', () => {
    expect([0, 1, 2, 3, 4, 7, -1].map(agentStatusKey)).toEqual(['0', '1', '2', '3', 'active', 'active', 'active']);
  });

  it('shows the entry only to holders of S902000000000000 (no permission map: everything is allowed)', () => {
    expect(AGENT_MENU_CODE).toBe('S902000000000000');
    expect(mayUseAgentEntry({ [AGENT_MENU_CODE]: ['view'] })).toBe(true);
    expect(mayUseAgentEntry({ M20000000000000: ['view'] })).toBe(false);
    expect(mayUseAgentEntry(null)).toBe(true);
  });
});

describe('agent pages in the menus (tabs and the route guard)', () => {
  const tree = [
    { id: 'M10000000000000', code: 'M10000000000000', title: 'Workbench', frontPath: '/workbench', position: 'LEFT_TREE' as const, sort: 0, children: [] },
    { id: AGENT_MENU_CODE, code: AGENT_MENU_CODE, title: 'Distribution centre', frontPath: null, position: 'LEFT_BOTTOM' as const, sort: 960, children: [] },
  ];
  const t = (key: string) => `T:${key}`;

  it('hangs the three pages, hidden, under S902000000000000 and grants them with it', () => {
    const menus = withAgentMenus(tree, { M10000000000000: ['view'], [AGENT_MENU_CODE]: ['view'] }, t);
    for (const path of [BECOME_AGENT_PATH, APPLICATION_RECORD_PATH, DISTRIBUTION_CENTRE_PATH]) {
      const trail = findMenuForPath(menus.tree, path);
      expect(trail?.parents.map((p) => p.code)).toEqual([AGENT_MENU_CODE]);
      expect(trail?.node.hideInMenu).toBe(true);
      expect(resolveRouteAccess(path, menus.tree, menus.menuMap)).toEqual({ kind: 'allow' });
    }
    expect(findMenuForPath(menus.tree, APPLICATION_RECORD_PATH)?.node.title).toBe('T:agent.recordTitle');
    // Nothing new at the sider's bottom: the agent entry is its own button.
    expect(positionEntries(menus.tree, menus.menuMap, 'LEFT_BOTTOM')).toEqual([]);
    // Applied twice (the augmenter runs on every render), still three pages.
    const again = withAgentMenus(menus.tree, menus.menuMap, t);
    expect(again.tree.find((n) => n.code === AGENT_MENU_CODE)?.children).toHaveLength(3);
  });

  it('leaves the tree alone for a user without the agent menu', () => {
    const without = [tree[0]];
    const menuMap = { M10000000000000: ['view'] };
    expect(withAgentMenus(without, menuMap, t)).toEqual({ tree: without, menuMap });
  });
});

describe('management menu labels (82 px sider)', () => {
  it('keeps short titles at the normal size and sizes long English and Russian names down', () => {
    expect(menuLabelSize('费用报销')).toBe('normal');
    expect(menuLabelSize('Workbench')).toBe('normal');
    expect(menuLabelSize('Task centre')).toBe('normal');
    expect(menuLabelSize('Material management')).toBe('small');
    expect(menuLabelSize('Reimbursement')).toBe('small');
    expect(menuLabelSize('Управление процессами')).toBe('small');
    expect(menuLabelSize('Организация')).toBe('small');
  });
});
