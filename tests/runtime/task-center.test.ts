import { afterEach, describe, expect, it, vi } from 'vitest';
import pack from '../../schemas/reimbursement/pack.json';
import type { ProcessDetail, ProcessRow } from '../../runtime/api/bpm';
import { allowedActions } from '../../runtime/pages/task-center/allowedActions';
import { hasEditable, toPermittedSchema } from '../../runtime/pages/task-center/permittedSchema';
import { matchesFilter } from '../../runtime/pages/task-center/processFilters';
import { withTaskMenus } from '../../runtime/pages/task-center/taskMenus';
import { createSocketClient, socketUrl } from '../../runtime/socket/createSocketClient';
import { toBadgeText } from '../../runtime/stores/taskBadgeStore';

const row = (over: Partial<ProcessRow> = {}): ProcessRow => ({
  processInstanceId: 1, applicationNo: 'SP1', title: 'Alice Staff - Travel reimbursement', functionCode: 'reimbursement',
  functionName: 'Travel reimbursement', initiator: 'Alice Staff', initiatorId: 2, state: 'inApproval',
  startedAt: '2026-11-20T10:00:00.000Z', ...over,
});
const detail = (over: Partial<ProcessDetail> = {}, inst: Partial<ProcessRow> = {}): ProcessDetail => ({
  instance: row(inst), record: {}, recordId: 1, fieldPermissions: {},
  viewer: { role: 'approver', taskId: 9, nodeId: 'supervisor' }, history: [], ...over,
});

describe('drawer actions follow the state and the caller', () => {
  it('gives an approver with a pending task approve, reject, add-sign and transfer', () => {
    expect(allowedActions(detail(), 3, false)).toEqual(['approve', 'reject', 'addSign', 'transfer']);
    expect(allowedActions(detail({}, { state: 'approved' }), 3, false)).toEqual([]);
  });
  it('lets the initiator recall while in approval and resubmit while waiting for submission', () => {
    const mine = { viewer: { role: 'initiator' as const, taskId: null, nodeId: null } };
    expect(allowedActions(detail(mine), 2, false)).toEqual(['recall']);
    expect(allowedActions(detail(mine, { state: 'toSubmit' }), 2, false)).toEqual(['resubmit']);
    expect(allowedActions(detail(mine, { state: 'approved' }), 2, false)).toEqual([]);
  });
  it('offers mark-read to an unread CC recipient only', () => {
    const cc = { viewer: { role: 'cc' as const, taskId: null, nodeId: null } };
    expect(allowedActions(detail(cc, { state: 'approved' }), 1, true)).toEqual(['markRead']);
    expect(allowedActions(detail(cc, { state: 'approved' }), 1, false)).toEqual([]);
  });
});

describe('record schema under field permissions', () => {
  const form = pack.functions[0].form as Record<string, any>;
  it('drops hidden fields, keeps editable ones editable and reads the rest pretty', () => {
    const s = toPermittedSchema(form, { payeeAccount: 'hidden', project: 'editable', location: 'visible' }) as any;
    const grid = s.properties.grid.properties;
    expect(grid.payeeAccount).toBeUndefined();
    expect(grid.project['x-pattern']).toBe('editable');
    expect(grid.location['x-pattern']).toBe('readPretty');
    expect(s.properties.total['x-pattern']).toBe('readPretty');
    expect(s.properties.lines['x-pattern']).toBe('readPretty');
    expect(form.properties.grid.properties.payeeAccount).toBeDefined();
  });
  it('drops a sub-table column its node hides (`lines.amount`), and every column of a hidden sub-table', () => {
    const s = toPermittedSchema(form, { 'lines.amount': 'hidden' }) as any;
    const columns = s.properties.lines.items.properties;
    expect(columns.c_amount).toBeUndefined();
    expect(columns.c_subject.properties.subject['x-pattern']).toBe('readPretty');
    expect(columns.c_index).toBeDefined();
    expect(form.properties.lines.items.properties.c_amount).toBeDefined();
    expect((toPermittedSchema(form, { lines: 'hidden' }) as any).properties.lines).toBeUndefined();
  });
  it('knows when anything is editable', () => {
    expect(hasEditable({ a: 'visible', b: 'hidden' })).toBe(false);
    expect(hasEditable({ a: 'editable' })).toBe(true);
  });
});

describe('list search', () => {
  it('matches title, function, initiator, state and start time', () => {
    const r = row();
    expect(matchesFilter(r, { title: 'travel' })).toBe(true);
    expect(matchesFilter(r, { title: 'leave' })).toBe(false);
    expect(matchesFilter(r, { functionCode: 'leave' })).toBe(false);
    expect(matchesFilter(r, { initiator: 'alice' })).toBe(true);
    expect(matchesFilter(r, { state: 'approved' })).toBe(false);
    expect(matchesFilter(r, { from: Date.parse('2026-11-21T00:00:00Z') })).toBe(false);
    expect(matchesFilter(r, { from: Date.parse('2026-11-20T00:00:00Z'), to: Date.parse('2026-11-20T23:59:59Z') })).toBe(true);
    expect(matchesFilter(row({ read: false }), { read: true })).toBe(false);
  });
});

describe('badge and menus', () => {
  it('caps the badge at 99+', () => {
    expect(toBadgeText(7)).toBe('7');
    expect(toBadgeText(99)).toBe('99');
    expect(toBadgeText(100)).toBe('99+');
  });
  it('adds the task centre for everyone, process operations and function development for administrators', () => {
    const t = (k: string) => k;
    const plain = withTaskMenus([], { M10000000000000: ['view'] }, { isAdmin: false, t });
    expect(plain.tree.map((n) => n.code)).toEqual(['M40000000000000']);
    expect(plain.tree[0].frontPath).toBe('/task-center');
    expect(plain.menuMap).toHaveProperty('M40000000000000');
    const admin = withTaskMenus([], null, { isAdmin: true, t });
    expect(admin.tree.map((n) => n.code)).toEqual(['M40000000000000', 'M41000000000000', 'M42000000000000']);
    expect(admin.tree[1].children?.map((c) => c.frontPath)).toEqual([
      '/process-config/process-management', '/process-config/abnormal-monitoring', '/process-config/process-log',
    ]);
    expect(admin.tree[2].children?.map((c) => c.frontPath)).toEqual(['/process-config/function-development']);
    expect(admin.menuMap).toBeNull();
    const adminWithMap = withTaskMenus([], {}, { isAdmin: true, t });
    expect(adminWithMap.menuMap).toHaveProperty('S42010000000000');
  });
});

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) { FakeSocket.all.push(this); }
  send(d: string) { this.sent.push(d); }
  close() { if (this.readyState === 3) return; this.readyState = 3; this.onclose?.({ code: 1006 }); }
  open() { this.readyState = 1; this.onopen?.(); }
  receive(frame: unknown) { this.onmessage?.({ data: JSON.stringify(frame) }); }
}

describe('socket client (spec 000 section 4.6)', () => {
  afterEach(() => {
    vi.useRealTimers();
    FakeSocket.all = [];
  });
  const start = (onMessage = vi.fn(), onError = vi.fn()) => createSocketClient({
    url: () => 'ws://x/websocket', token: () => 't', onMessage, onError, createSocket: (u) => new FakeSocket(u) as unknown as WebSocket,
  });

  it('says hello with the token (never in the URL), pings after 30 s and closes when the server stays silent 30 s more', () => {
    vi.useFakeTimers();
    const onMessage = vi.fn();
    const client = start(onMessage);
    const s = FakeSocket.all[0];
    s.open();
    expect(JSON.parse(s.sent[0])).toEqual({ type: 'hello', token: 't' });
    expect(s.url).not.toContain('t=');
    s.receive({ type: 'message', data: { id: 1 } });
    expect(onMessage).toHaveBeenCalledWith({ id: 1 });
    vi.advanceTimersByTime(30_000);
    expect(JSON.parse(s.sent[1])).toEqual({ type: 'ping' });
    vi.advanceTimersByTime(29_999);
    expect(s.readyState).toBe(1);
    vi.advanceTimersByTime(1);
    expect(s.readyState).toBe(3);
    client.stop();
  });

  it('reconnects at most 5 times, 4 s apart, then gives up with a final error', () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    const client = start(vi.fn(), onError);
    for (let i = 0; i < 6; i += 1) {
      FakeSocket.all[i].close();
      vi.advanceTimersByTime(3_999);
      expect(FakeSocket.all).toHaveLength(i + 1);
      vi.advanceTimersByTime(1);
    }
    expect(FakeSocket.all).toHaveLength(6);
    expect(onError).toHaveBeenCalledTimes(6);
    expect(onError).toHaveBeenLastCalledWith(true);
    client.stop();
  });

  it('uses wss on https and ws otherwise, with no token in the URL', () => {
    expect(socketUrl({ protocol: 'https:', host: 'a.b' })).toBe('wss://a.b/websocket');
    expect(socketUrl({ protocol: 'http:', host: 'a:1' })).toBe('ws://a:1/websocket');
  });

  it('does not reconnect after the server closes for an invalid session or the idle lock', () => {
    vi.useFakeTimers();
    const client = start();
    FakeSocket.all[0].onclose?.({ code: 4418 });
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.all).toHaveLength(1);
    client.stop();
  });
});
