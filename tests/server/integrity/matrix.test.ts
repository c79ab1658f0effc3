import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { createFlowHarness, type FlowHarness, type User } from '../workflow/support';
import { exportRows, recordIn, SECRET, STATES, storedState, type DocState } from './support';

/** The people of the matrix on the `steps` flow: s1 bob (hides `secret`) -> s2 carol -> s3 dave -> CC erin. */
const ACTORS = { initiator: 'alice', uninvolved: 'frank', approverAtNode: 'bob', laterApprover: 'carol', cc: 'erin', admin: 'admin' } as const;
type Actor = keyof typeof ACTORS;

/** view / export: 'yes' or 'no' (no = "not found", absent from list and export); edit / delete: the envelope code. */
interface Cell { view: 'yes' | 'no'; edit: number; delete: number }

const Y = 'yes' as const;
const N = 'no' as const;
const LOCKED = 409;
const NOT_FOUND = 404;

/**
 * The expected answer of every cell. Staff view and export their own records
 * and those they take part in (a task that reached them, a copy); they edit
 * and delete only their own, and only in a state that does not lock it
 * (inApproval, approved lock; a recalled record is its initiator's to change
 * but its process is live, so nobody deletes it). Administrators reach all.
 */
const EXPECTED: Record<Actor, Record<DocState, Cell>> = {
  initiator: {
    draft: { view: Y, edit: 0, delete: 0 },
    inApproval: { view: Y, edit: LOCKED, delete: LOCKED },
    approved: { view: Y, edit: LOCKED, delete: LOCKED },
    rejected: { view: Y, edit: 0, delete: 0 },
    recalled: { view: Y, edit: 0, delete: LOCKED },
    canceled: { view: Y, edit: 0, delete: 0 },
  },
  uninvolved: Object.fromEntries(STATES.map((s) => [s, { view: N, edit: NOT_FOUND, delete: NOT_FOUND }])) as Record<DocState, Cell>,
  approverAtNode: {
    draft: { view: N, edit: NOT_FOUND, delete: NOT_FOUND },
    inApproval: { view: Y, edit: NOT_FOUND, delete: NOT_FOUND },
    approved: { view: Y, edit: NOT_FOUND, delete: NOT_FOUND },
    rejected: { view: Y, edit: NOT_FOUND, delete: NOT_FOUND },
    recalled: { view: Y, edit: NOT_FOUND, delete: NOT_FOUND },
    canceled: { view: Y, edit: NOT_FOUND, delete: NOT_FOUND },
  },
  laterApprover: {
    draft: { view: N, edit: NOT_FOUND, delete: NOT_FOUND },
    inApproval: { view: N, edit: NOT_FOUND, delete: NOT_FOUND },
    approved: { view: Y, edit: NOT_FOUND, delete: NOT_FOUND },
    rejected: { view: N, edit: NOT_FOUND, delete: NOT_FOUND },
    recalled: { view: N, edit: NOT_FOUND, delete: NOT_FOUND },
    canceled: { view: N, edit: NOT_FOUND, delete: NOT_FOUND },
  },
  cc: {
    draft: { view: N, edit: NOT_FOUND, delete: NOT_FOUND },
    inApproval: { view: N, edit: NOT_FOUND, delete: NOT_FOUND },
    approved: { view: Y, edit: NOT_FOUND, delete: NOT_FOUND },
    rejected: { view: N, edit: NOT_FOUND, delete: NOT_FOUND },
    recalled: { view: N, edit: NOT_FOUND, delete: NOT_FOUND },
    canceled: { view: N, edit: NOT_FOUND, delete: NOT_FOUND },
  },
  admin: {
    draft: { view: Y, edit: 0, delete: 0 },
    inApproval: { view: Y, edit: LOCKED, delete: LOCKED },
    approved: { view: Y, edit: LOCKED, delete: LOCKED },
    rejected: { view: Y, edit: 0, delete: 0 },
    // Returned to alice: only she may change it.
    recalled: { view: Y, edit: LOCKED, delete: LOCKED },
    canceled: { view: Y, edit: 0, delete: 0 },
  },
};

/** Who sees `secret` (hidden at s1 and at the CC node) when they can view the record at all. */
const SEES_SECRET: Record<Actor, boolean> = { initiator: true, uninvolved: false, approverAtNode: false, laterApprover: true, cc: false, admin: true };

describe.each(databases())('records keep their integrity: the access matrix ($name)', (target) => {
  let f: FlowHarness;
  beforeAll(async () => { f = await createFlowHarness(target); });
  afterAll(async () => { await f?.h.close(); });

  it.each(STATES)('%s: view, edit, delete and export answer as written for every actor', async (state) => {
    const { id } = await recordIn(f, state);
    expect(await storedState(f, id)).toBe(state);
    const title = `rec-${state}`;
    for (const actor of Object.keys(ACTORS) as Actor[]) {
      const user: User = ACTORS[actor];
      const cell = EXPECTED[actor][state];
      const where = `${actor} (${user}) on ${state}`;

      const detail = await f.as(user, '/api/fn/steps/detail', { id });
      expect(detail.code === 0 ? Y : N, `${where}: view`).toBe(cell.view);
      if (detail.code !== 0) expect(detail.code, `${where}: view is "not found"`).toBe(NOT_FOUND);
      const page = await f.as(user, '/api/fn/steps/page', { current: 1, size: 50 });
      const row = page.data.records.find((r: { id: number }) => r.id === id);
      expect(row ? Y : N, `${where}: list`).toBe(cell.view);
      const exported = (await exportRows(f, user, 'steps')).find((r) => Object.values(r).includes(title));
      expect(exported ? Y : N, `${where}: export`).toBe(cell.view);
      if (cell.view === Y) {
        const sees = SEES_SECRET[actor];
        expect(detail.data.record.data.secret === SECRET, `${where}: secret on detail`).toBe(sees);
        expect(row.data.secret === SECRET, `${where}: secret on the page`).toBe(sees);
        expect(Object.values(exported!).includes(SECRET), `${where}: secret in the export`).toBe(sees);
        expect(detail.data.record.docState).toBe(state);
      }

      const edit = await f.as(user, '/api/fn/steps/save', { id, data: { title, amount: 10, secret: SECRET } });
      expect(edit.code, `${where}: edit (${edit.msg})`).toBe(cell.edit);
      // A refused delete changes nothing; an allowed one is tried on a fresh record in the same state.
      const target2 = cell.delete === 0 ? (await recordIn(f, state, `${title}-del-${actor}`)).id : id;
      const del = await f.as(user, '/api/fn/steps/delete', { id: target2 });
      expect(del.code, `${where}: delete (${del.msg})`).toBe(cell.delete);
    }
    // Every refused write left the record as it was.
    const after = await f.as('alice', '/api/fn/steps/detail', { id });
    expect(after.data.record.data).toMatchObject({ title, amount: 10, secret: SECRET });
  });
});
