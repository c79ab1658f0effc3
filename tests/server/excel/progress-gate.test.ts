import { describe, expect, it } from 'vitest';
import { progressGate } from '../../../server/excel/progress-gate';

describe('import progress writes', () => {
  it('are due after enough rows AND enough time, or when forced', () => {
    let now = 0;
    const due = progressGate({ units: 100, ms: 250, clock: () => now });
    expect(due(99)).toBe(false);
    expect(due(150)).toBe(false); // enough rows, too soon
    now = 300;
    expect(due(150)).toBe(true);
    expect(due(200)).toBe(false); // counted from the last write: 50 rows
    now = 1000;
    expect(due(249)).toBe(false); // late enough, too few rows
    expect(due(250)).toBe(true);
    expect(due(251, true)).toBe(true); // a phase change
    expect(due(351)).toBe(false); // ...and the clock restarted with it
  });
});
