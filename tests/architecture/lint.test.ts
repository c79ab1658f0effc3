import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

/** The rule ids eslint reports for `code` written in the file at `path` (relative to the root). */
async function ruleIdsFor(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, path) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe('lint holds the layering', () => {
  it('refuses a static import of the designer from the runtime, and accepts import() and type-only imports', async () => {
    const file = 'runtime/pages/designer/Probe.tsx';
    expect(await ruleIdsFor(file, "import { FunctionListPage } from '../../../designer/index';\nexport const p = FunctionListPage;\n"))
      .toContain('layering/lazy-only');
    expect(await ruleIdsFor(file, "export const load = () => import('../../../designer/index');\n")).toEqual([]);
    expect(await ruleIdsFor(file, "import type { DesignerPost } from '../../../designer/index';\nexport type P = DesignerPost;\n")).toEqual([]);
  });

  it('refuses engine -> server, server -> renderers or deep engine paths, designer -> runtime, and React in the engine core', async () => {
    expect(await ruleIdsFor('engine/core/probe.ts', "import { buildApp } from '../../server/index';\nexport const b = buildApp;\n"))
      .toContain('import/no-restricted-paths');
    expect(await ruleIdsFor('server/probe.ts', "import { setupFormEngine } from '../engine/react/index';\nexport const s = setupFormEngine;\n"))
      .toContain('import/no-restricted-paths');
    expect(await ruleIdsFor('server/probe.ts', "import { yuanToCents } from '../engine/core/money';\nexport const y = yuanToCents;\n"))
      .toContain('import/no-restricted-paths');
    expect(await ruleIdsFor('designer/probe.ts', "import { post } from '../runtime/request/index';\nexport const p = post;\n"))
      .toContain('import/no-restricted-paths');
    expect(await ruleIdsFor('engine/core/probe.ts', "import { useState } from 'react';\nexport const u = useState;\n"))
      .toContain('no-restricted-imports');
    expect(await ruleIdsFor('server/probe.ts', "import { yuanToCents } from '../engine/index';\nexport const y = yuanToCents;\n")).toEqual([]);
  });
});
