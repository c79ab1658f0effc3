import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// Loading React at all would fail this file.
vi.mock('react', () => { throw new Error('the flow core must not load React'); });

const FLOW = resolve(__dirname, '../../../engine/core/flow');
const CORE = resolve(FLOW, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.ts$/.test(name) ? [path] : [];
  });
}

describe('the flow core is pure', () => {
  it('loads without React', async () => {
    const flow = await import('../../../engine/core/flow');
    expect(typeof flow.validateFlow).toBe('function');
  });

  it('imports only engine-core modules and uses no I/O, host globals or code generation', () => {
    const bad: string[] = [];
    for (const file of sources(FLOW)) {
      const text = readFileSync(file, 'utf8');
      for (const [, spec] of text.matchAll(/from\s+'([^']+)'/g)) {
        if (!spec.startsWith('.') || relative(CORE, resolve(file, '..', spec)).startsWith('..')) bad.push(`${relative(FLOW, file)} imports ${spec}`);
      }
      const hits = text.match(/\b(eval|Function|fetch|require|process|window|document|localStorage|XMLHttpRequest|setTimeout)\s*[.(]/g);
      if (hits) bad.push(`${relative(FLOW, file)} uses ${hits.join(', ')}`);
    }
    expect(bad).toEqual([]);
  });
});
