import { describe, expect, it } from 'vitest';
import type { TenantData } from '../../../server/data';
import { withClockComputed } from '../../../server/records/clock-computed';
import type { LoadedFunction } from '../../../server/records/function-version';

const record = { id: 1, fnId: 7, fnVersion: 1, createdAt: 0, updatedAt: 0, createdBy: 1, createdByName: 'a', docState: 'draft', data: { due: '2020-01-01' } };
const fnWith = (form: unknown) => ({ fnId: 7, version: 1, fn: { form } }) as unknown as LoadedFunction;

/** A list page whose values were computed from the clock says so: such an answer is never kept (server/records/page-cache.ts). */
describe('clock-computed values report reading the clock', () => {
  it('sets read.clock for a form computing from today(), not for one that does not', async () => {
    const late = { type: 'object', properties: { due: { type: 'string' }, late: { type: 'string', 'x-compute': "due < today() ? 'yes' : 'no'" } } };
    const plain = { type: 'object', properties: { due: { type: 'string' }, copy: { type: 'string', 'x-compute': 'due' } } };
    const t = {} as TenantData;
    const read = { clock: false };
    const out = await withClockComputed(t, fnWith(late), [record as never], read);
    expect(read.clock).toBe(true);
    expect((out[0].data as { late?: string }).late).toBe('yes');
    const none = { clock: false };
    await withClockComputed(t, fnWith(plain), [record as never], none);
    expect(none.clock).toBe(false);
  });
});
