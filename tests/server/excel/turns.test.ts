import { afterEach, describe, expect, it } from 'vitest';
import { turnTaker } from '../../../server/excel/turns';

describe('a long job\'s turns', () => {
  afterEach(() => { delete process.env.IMPORT_SLICE_MS; });

  it('owes no turn until its slice is used up, so a loop over rows need not await', () => {
    process.env.IMPORT_SLICE_MS = '60000';
    const turns = turnTaker();
    expect(turns.due()).toBe(false);
  });

  it('gives the event loop back once the slice is used up, then counts a new slice', async () => {
    process.env.IMPORT_SLICE_MS = '0.001';
    const turns = turnTaker();
    const start = performance.now();
    while (performance.now() - start < 1) { /* the slice is used up */ }
    expect(turns.due()).toBe(true);
    let ranBetween = false;
    setImmediate(() => { ranBetween = true; });
    await turns.take();
    // An immediate queued before the turn was given back ran in it.
    expect(ranBetween).toBe(true);
  });

  it('takes no turn while none is due', async () => {
    process.env.IMPORT_SLICE_MS = '60000';
    const turns = turnTaker();
    let ranBetween = false;
    setImmediate(() => { ranBetween = true; });
    await turns.take();
    expect(ranBetween).toBe(false);
  });
});
