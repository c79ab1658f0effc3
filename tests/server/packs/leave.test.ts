import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { leave } from './fixtures';
import { createPackHarness, type PackHarness } from './support';

describe.each(databases())('leave pack ($name)', (target) => {
  let f: PackHarness;
  beforeAll(async () => { f = await createPackHarness(target); });
  afterAll(async () => { await f?.close(); });

  it('computes the days in half-day steps on save, numbers the request and defaults the applicant', async () => {
    const cases: [Record<string, unknown>, number][] = [
      [{ endTime: '2024-05-06', endHalf: 'am' }, 0.5],
      [{ startHalf: 'pm', endTime: '2024-05-06', endHalf: 'pm' }, 0.5],
      [{ endTime: '2024-05-06', endHalf: 'pm' }, 1],
      [{ startHalf: 'pm', endTime: '2024-05-08', endHalf: 'am' }, 2],
      [{ endTime: '2024-05-10', days: 99 }, 5],
    ];
    for (const [o, days] of cases) {
      const { applicant: _a, ...data } = leave(o);
      const saved = await f.save('alice', 'leave', data);
      expect(saved.code, JSON.stringify(saved)).toBe(0);
      expect(await f.values('leave', saved.data.id, 'alice')).toMatchObject({ days, applicant: f.ids.alice, leaveNo: expect.stringMatching(/^QJ\d{12}$/) });
    }
  });

  it('refuses an end that is not after the start on endTime', async () => {
    for (const o of [{ endTime: '2024-05-05' }, { startHalf: 'pm', endTime: '2024-05-06', endHalf: 'am' }]) {
      const res = await f.save('alice', 'leave', leave(o));
      expect(res.code).toBe(14);
      expect(f.fieldsOf(res)).toEqual(['endTime']);
      expect(res.data.reqFieldErrorList[0].message).toBe('The end must be after the start');
    }
  });

  it('goes to the supervisor only up to 3 days, and to HR too above', async () => {
    const short = await f.start('alice', 'leave', leave({ endTime: '2024-05-08', endHalf: 'pm' }));
    expect(await f.taskOf('bob', short.pid)).toMatchObject({ nodeId: 'supervisor' });
    expect((await f.pass('bob', short.pid)).code).toBe(0);
    expect(await f.state(short.pid)).toBe('approved');

    const long = await f.start('alice', 'leave', leave({ endTime: '2024-05-09', endHalf: 'am' }));
    expect(await f.values('leave', long.id, 'alice')).toMatchObject({ days: 3.5 });
    expect((await f.pass('bob', long.pid)).code).toBe(0);
    expect(await f.state(long.pid)).toBe('inApproval');
    expect(await f.taskOf('admin', long.pid)).toMatchObject({ nodeId: 'role' });
    expect((await f.pass('admin', long.pid)).code).toBe(0);
    expect(await f.state(long.pid)).toBe('approved');
  });
});
