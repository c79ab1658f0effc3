import { describe, expect, it } from 'vitest';
import { PageCache } from '../../../server/records/page-cache';

/** The list page cache's own bookkeeping: versions, and a bound on the text it keeps. */
describe('PageCache', () => {
  it('answers only at the version an answer was kept for', () => {
    const pages = new PageCache();
    pages.set('k', '1:1:5', '{"a":1}');
    expect(pages.get('k', '1:1:5')).toBe('{"a":1}');
    expect(pages.get('k', '1:1:6')).toBeUndefined();
    expect(pages.get('other', '1:1:5')).toBeUndefined();
  });

  it('keeps at most its bound of text, dropping the oldest answers first, and never one longer than the bound', () => {
    const pages = new PageCache(30);
    pages.set('a', 'v', 'x'.repeat(10));
    pages.set('b', 'v', 'y'.repeat(10));
    pages.set('a', 'v', 'z'.repeat(12));
    expect(pages.chars).toBe(22);
    pages.set('c', 'v', 'w'.repeat(10));
    expect(pages.get('b', 'v')).toBeUndefined();
    expect(pages.get('a', 'v')).toBe('z'.repeat(12));
    expect(pages.chars).toBe(22);
    pages.set('d', 'v', 'q'.repeat(31));
    expect(pages.get('d', 'v')).toBeUndefined();
    expect(pages.size).toBe(2);
  });

  it('computes an answer once for the requests that ask while it is computed, and again once it is done', async () => {
    const pages = new PageCache();
    let runs = 0;
    let finish: (json: string) => void = () => undefined;
    const compute = () => { runs++; return new Promise<string>((resolve) => { finish = resolve; }); };
    const asked = [pages.computeOnce('k', 'v1', compute), pages.computeOnce('k', 'v1', compute)];
    const otherVersion = pages.computeOnce('k', 'v2', () => Promise.resolve('{"v":2}'));
    const otherKey = pages.computeOnce('j', 'v1', () => Promise.resolve('{"j":1}'));
    expect(runs).toBe(1);
    finish('{"v":1}');
    expect(await Promise.all(asked)).toEqual(['{"v":1}', '{"v":1}']);
    expect([await otherVersion, await otherKey]).toEqual(['{"v":2}', '{"j":1}']);
    await expect(pages.computeOnce('k', 'v1', () => Promise.reject(new Error('lost')))).rejects.toThrow('lost');
    expect(await pages.computeOnce('k', 'v1', () => Promise.resolve('{"again":1}'))).toBe('{"again":1}');
  });
});
