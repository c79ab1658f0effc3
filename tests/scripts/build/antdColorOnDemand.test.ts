import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { antdColorOnDemand } from '../../../scripts/build/antdColorOnDemand';

type Transform = (code: string, id: string) => { code: string } | undefined;
type Hook = (id: string) => string | undefined;
const plugin = antdColorOnDemand() as unknown as { transform: Transform; resolveId: Hook; load: Hook };
const antdFile = (path: string) => createRequire(import.meta.url).resolve(`antd/es/${path}`);

describe('antdColorOnDemand', () => {
  it('points the installed antd button tokens at isBright alone, and the colour class at @rc-component/color-picker/es/color', () => {
    for (const [path, expected] of [
      ['button/style/token.js', "from 'virtual:antd-is-bright'"],
      ['color-picker/color.js', "from '@rc-component/color-picker/es/color'"],
      ['color-picker/util.js', "from '@rc-component/color-picker/es/color'"],
    ]) {
      const file = antdFile(path);
      const out = plugin.transform(readFileSync(file, 'utf8'), file);
      expect(out?.code).toContain(expected);
      expect(out?.code).not.toContain("from '@rc-component/color-picker';");
    }
  });

  it('serves isBright from its virtual module, importing only the colour class', () => {
    const id = plugin.resolveId('virtual:antd-is-bright');
    const source = plugin.load(id!);
    expect(source).toContain('export const isBright');
    expect(source).toMatch(/from '@rc-component\/color-picker\/es\/color'/);
  });

  it('leaves other files alone and fails the build when antd no longer has the import it rewrites', () => {
    expect(plugin.transform("import x from 'y';", '/x/node_modules/antd/es/input/Input.js')).toBeUndefined();
    expect(() => plugin.transform("import x from 'y';", '/x/node_modules/antd/es/button/style/token.js')).toThrow(/no longer contains/);
  });
});
