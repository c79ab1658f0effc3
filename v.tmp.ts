import { validatePack, createRecordValidator } from './engine/index';
import { loadFormilyFixtures, toPackFunction } from './tests/e2e/support/formily';
for (const fx of loadFormilyFixtures()) {
  const fn = toPackFunction(fx);
  const errs = validatePack({ id: 'p', version: '1.0.0', name: 'p', menus: [], functions: [fn] });
  console.log(fx.file, JSON.stringify((fn as any).fields.map((f: any) => `${f.identifier}:${f.type}`)), JSON.stringify(errs));
}
