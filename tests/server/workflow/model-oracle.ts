/**
 * A small oracle of one instance of the `prop` flow (countersign 60% of
 * bob, carol, dave -> or-sign of erin, frank -> end): what each action by
 * each user should do, written from the spec, not from the server's code.
 */
export type Status = 'pending' | 'waiting' | 'approved' | 'rejected' | 'transferred';
export type NodeId = 'A' | 'B';
export type RejectMode = 'toInitiator' | 'toNode' | 'final';

export interface Entry { user: string; status: Status; parent: number | null; pos: 'before' | 'after' | null }

export interface Model {
  state: 'inApproval' | 'toSubmit' | 'approved' | 'rejected' | 'canceled';
  node: NodeId | null;
  entries: Entry[];
  resumeAt: NodeId | null;
}

export const ASSIGNEES: Record<NodeId, string[]> = { A: ['bob', 'carol', 'dave'], B: ['erin', 'frank'] };
export const TERMINAL = ['approved', 'rejected', 'canceled'];

export const initialModel = (): Model => activate({ state: 'inApproval', node: null, entries: [], resumeAt: null }, 'A');

function activate(m: Model, node: NodeId): Model {
  m.state = 'inApproval';
  m.node = node;
  m.entries = ASSIGNEES[node].map((user) => ({ user, status: 'pending', parent: null, pos: null }));
  return m;
}

const indexed = (m: Model) => m.entries.map((e, i) => ({ e, i }));
const children = (m: Model, i: number, pos: 'before' | 'after') =>
  indexed(m).filter(({ e }) => e.parent === i && e.pos === pos && e.status !== 'transferred');
const complete = (m: Model, i: number): boolean =>
  m.entries[i].status === 'approved' && children(m, i, 'after').every(({ i: j }) => complete(m, j));

/** Countersign 60%: pass when approvals*100 >= 60*assigned; reject when even all undecided could not get there. */
function outcome(m: Model): 'pass' | 'reject' | 'pending' {
  const originals = indexed(m).filter(({ e }) => e.parent === null && e.status !== 'transferred');
  const assigned = originals.length;
  const approved = originals.filter(({ i }) => complete(m, i)).length;
  const rejected = originals.filter(({ e }) => e.status === 'rejected').length;
  if (m.node === 'A') {
    if (approved * 100 >= 60 * assigned) return 'pass';
    return (assigned - rejected) * 100 < 60 * assigned ? 'reject' : 'pending';
  }
  if (approved >= 1) return 'pass';
  return rejected >= assigned ? 'reject' : 'pending';
}

function end(m: Model, state: Model['state']): void {
  m.state = state;
  m.node = null;
  m.entries = [];
}

function pass(m: Model): void {
  if (m.node === 'A') activate(m, 'B');
  else end(m, 'approved');
}

function afterApproval(m: Model, i: number): void {
  const after = children(m, i, 'after');
  const waiting = after.filter(({ e }) => e.status === 'waiting');
  if (waiting.length) {
    for (const { e } of waiting) e.status = 'pending';
    return;
  }
  if (!complete(m, i)) return;
  const { parent, pos } = m.entries[i];
  if (parent === null) {
    if (outcome(m) === 'pass') pass(m);
    return;
  }
  if (!children(m, parent, pos!).every(({ i: j }) => complete(m, j))) return;
  if (pos === 'before') m.entries[parent].status = 'pending';
  else afterApproval(m, parent);
}

const pendingOf = (m: Model, user: string) => (m.state === 'inApproval' ? m.entries.findIndex((e) => e.user === user && e.status === 'pending') : -1);
const busy = (m: Model, user: string) => m.entries.some((e) => e.user === user && (e.status === 'pending' || e.status === 'waiting'));

/** Each action returns whether it should succeed, changing the model when it does. */
export const oracle = {
  approve(m: Model, user: string): boolean {
    const i = pendingOf(m, user);
    if (i < 0) return false;
    m.entries[i].status = 'approved';
    afterApproval(m, i);
    return true;
  },

  reject(m: Model, user: string, mode: RejectMode): boolean {
    const i = pendingOf(m, user);
    if (i < 0 || (mode === 'toNode' && m.node !== 'B')) return false;
    const node = m.node!;
    m.entries[i].status = 'rejected';
    const o = m.entries[i].parent !== null ? 'reject' : outcome(m);
    if (o === 'pass') pass(m);
    if (o !== 'reject') return true;
    if (mode === 'final') end(m, 'rejected');
    else if (mode === 'toInitiator') {
      end(m, 'toSubmit');
      m.resumeAt = node;
    } else activate(m, 'A');
    return true;
  },

  transfer(m: Model, user: string, to: string): boolean {
    const i = pendingOf(m, user);
    if (i < 0 || to === user || busy(m, to)) return false;
    const e = m.entries[i];
    e.status = 'transferred';
    m.entries.push({ user: to, status: 'pending', parent: e.parent, pos: e.pos });
    const k = m.entries.length - 1;
    for (const c of m.entries) if (c.parent === i) c.parent = k;
    return true;
  },

  addSign(m: Model, user: string, other: string, pos: 'before' | 'after'): boolean {
    const i = pendingOf(m, user);
    if (i < 0 || other === user || busy(m, other)) return false;
    m.entries.push({ user: other, status: pos === 'before' ? 'pending' : 'waiting', parent: i, pos });
    if (pos === 'before') m.entries[i].status = 'waiting';
    return true;
  },

  recall(m: Model, user: string): boolean {
    if (user !== 'alice' || m.state !== 'inApproval') return false;
    end(m, 'toSubmit');
    m.resumeAt = null;
    return true;
  },

  resubmit(m: Model, user: string): boolean {
    if (user !== 'alice' || m.state !== 'toSubmit') return false;
    activate(m, m.resumeAt ?? 'A');
    m.resumeAt = null;
    return true;
  },

  cancel(m: Model, user: string): boolean {
    if ((user !== 'alice' && user !== 'admin') || TERMINAL.includes(m.state)) return false;
    end(m, 'canceled');
    return true;
  },
};

/** The users with a pending task, sorted (what the server's pending tasks must match). */
export const pendingUsers = (m: Model) => (m.state === 'inApproval' ? m.entries.filter((e) => e.status === 'pending').map((e) => e.user).sort() : []);
