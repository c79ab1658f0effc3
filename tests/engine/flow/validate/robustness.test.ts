import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkWrites, selectBranch, validateFlow, visibleRecord, type FlowDefinition } from '@engine';
import { overtimeFlow, reimbursementFlow } from '../fixtures/flows';

// Every path into a JSON value, so a property can replace any part of a flow.
function paths(value: unknown, at: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [at];
  return [at, ...Object.entries(value).flatMap(([k, v]) => paths(v, [...at, k]))];
}

function replaced(flow: FlowDefinition, path: string[], value: unknown): unknown {
  const copy = flow as unknown as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path[path.length - 1]] = value;
  return copy;
}

describe('flow input from a designer or a pack is never trusted', () => {
  it('validateFlow reports instead of throwing for any JSON', () => {
    fc.assert(fc.property(fc.anything(), fc.anything(), (root, version) => {
      expect(Array.isArray(validateFlow({ version, root }))).toBe(true);
    }), { numRuns: 500 });
  });

  it('validateFlow reports instead of throwing when any part of a real flow is replaced', () => {
    for (const make of [reimbursementFlow, overtimeFlow]) {
      const all = paths(make()).filter((p) => p.length > 0);
      fc.assert(fc.property(fc.constantFrom(...all), fc.anything(), (path, value) => {
        const problems = validateFlow(replaced(make(), path, value), { fields: ['hours'], fieldTypes: { hours: 'number' } });
        problems.forEach((p) => expect(typeof p.message).toBe('string'));
      }), { numRuns: 500 });
    }
  });

  it('branch choice and permission filters do not throw on odd data', () => {
    fc.assert(fc.property(fc.anything(), fc.anything(), fc.anything(), (a, b, c) => {
      selectBranch({ branches: [a, b] } as never, (c ?? {}) as never);
      visibleRecord((a ?? {}) as never, b as never);
      checkWrites((a ?? {}) as never, b as never, c as never);
    }), { numRuns: 500 });
  });
});
