import { describe, expect, it } from 'vitest';
import { LocalWrites, TurnStamp } from '../../../server/data/cache-stamp';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Issue 20 item 3: the requests that start in one turn of the event loop share one read of the
 * database's cache stamp, unless this process wrote in between; the next turn reads again.
 */
describe('the cache stamp read once per turn', () => {
  const counting = () => {
    let reads = 0;
    let value = 10;
    return { load: () => { reads++; return Promise.resolve(value); }, reads: () => reads, set: (v: number) => { value = v; } };
  };

  it('shares one read among the requests of a turn and reads again in the next', async () => {
    const db = counting();
    const stamp = new TurnStamp(new LocalWrites());
    expect(await Promise.all([stamp.read(db.load), stamp.read(db.load), stamp.read(db.load)])).toEqual([10, 10, 10]);
    expect(db.reads()).toBe(1);
    db.set(11);
    await nextTurn();
    expect(await stamp.read(db.load)).toBe(11);
    expect(db.reads()).toBe(2);
  });

  it('reads again within the turn once this process has written', async () => {
    const db = counting();
    const local = new LocalWrites();
    const stamp = new TurnStamp(local);
    await stamp.read(db.load);
    db.set(12);
    local.wrote();
    expect(await stamp.read(db.load)).toBe(12);
    expect(await stamp.read(db.load)).toBe(12);
    expect(db.reads()).toBe(2);
  });

  it('does not keep a failed read', async () => {
    const stamp = new TurnStamp(new LocalWrites());
    await expect(stamp.read(() => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
    expect(await stamp.read(() => Promise.resolve(7))).toBe(7);
  });
});
