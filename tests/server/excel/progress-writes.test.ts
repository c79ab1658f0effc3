import { describe, expect, it } from 'vitest';
import { Canceled, progressWrites, type ProgressAnswer } from '../../../server/excel/progress-writes';

/** A progress store whose writes answer only when the test lets them. */
function heldWrites() {
  const pending: { answer: (a: ProgressAnswer) => void; fail: (e: unknown) => void }[] = [];
  let sent = 0;
  const send = () => {
    sent++;
    return new Promise<ProgressAnswer>((answer, fail) => pending.push({ answer, fail }));
  };
  return { send, pending, get sent() { return sent; } };
}

const turn = () => new Promise((r) => setImmediate(r));

describe('import progress writes off the job\'s path', () => {
  it('a write does not hold the job, and none starts while one is in flight', async () => {
    const store = heldWrites();
    const writes = progressWrites(store.send);
    writes.write();
    expect(writes.busy).toBe(true);
    writes.write();
    writes.write();
    expect(store.sent).toBe(1);
    store.pending[0].answer({ cancel: false });
    await turn();
    expect(writes.busy).toBe(false);
    writes.write();
    expect(store.sent).toBe(2);
  });

  it('a cancel one write read stops the job at its next call', async () => {
    const store = heldWrites();
    const writes = progressWrites(store.send);
    writes.write();
    store.pending[0].answer({ cancel: true });
    await turn();
    expect(() => writes.meet()).toThrow(Canceled);
    expect(() => writes.write()).toThrow(Canceled);
    expect(store.sent).toBe(1);
  });

  it('a failed write fails the job at its next call', async () => {
    const store = heldWrites();
    const writes = progressWrites(store.send);
    writes.write();
    store.pending[0].fail(new Error('disk full'));
    await turn();
    expect(() => writes.write()).toThrow('disk full');
  });

  it('a phase change waits for the write in flight, writes, and meets its answer', async () => {
    const store = heldWrites();
    const writes = progressWrites(store.send);
    writes.write();
    let flushed = false;
    const flush = writes.flush().then(() => { flushed = true; }, (e: unknown) => e);
    await turn();
    expect(store.sent).toBe(1);
    store.pending[0].answer({ cancel: false });
    await turn();
    expect(store.sent).toBe(2);
    expect(flushed).toBe(false);
    store.pending[1].answer({ cancel: true });
    expect(await flush).toBeInstanceOf(Canceled);
  });

  it('settled waits for the write in flight', async () => {
    const store = heldWrites();
    const writes = progressWrites(store.send);
    writes.write();
    let settled = false;
    const done = writes.settled().then(() => { settled = true; });
    await turn();
    expect(settled).toBe(false);
    store.pending[0].answer({ cancel: false });
    await done;
    expect(settled).toBe(true);
  });
});
