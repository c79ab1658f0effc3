import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { componentOf, dataFields } from '@engine';

/** One step the e2e driver performs on a fixture's form (see tests/e2e/formily-schemas.e2e.ts). */
export type FormilyStep = Record<string, unknown>;

/** A Formily schema of tests/fixtures/formily: the schema as Formily writes it, what to do on its form, and what the server must refuse. */
export interface FormilyFixture {
  file: string;
  code: string;
  title: string;
  schema: Record<string, unknown>;
  steps: FormilyStep[];
  /** Texts the saved record's read-only view shows. */
  view: string[];
  /** Steps on the read-only view before its texts are checked (opening a tab or a panel). */
  viewSteps?: FormilyStep[];
  /** A record the server must refuse, and the fields it names. */
  invalid: { data: Record<string, unknown>; fields: string[] };
}

/** Every fixture, in file order. */
export function loadFormilyFixtures(): FormilyFixture[] {
  const dir = join(process.cwd(), 'tests', 'fixtures', 'formily');
  return readdirSync(dir).filter((f) => f.endsWith('.json')).sort()
    .map((file) => ({ file, ...(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Omit<FormilyFixture, 'file'>) }));
}

type Node = Record<string, unknown> & { type?: string };

/** The field type a Formily node is declared as: its component's, else by its JSON type. */
function fieldTypeOf(node: Node): string {
  const declared = componentOf(String(node['x-component'] ?? ''))?.fieldType;
  if (declared) return declared;
  if (node.type === 'array') return 'subTable';
  if (node.type === 'number' || node.type === 'integer') return 'number';
  if (node.type === 'boolean') return 'switch';
  return 'text';
}

/**
 * A pack function around an unmodified Formily schema: its data fields declared
 * with the types their components stand for, the first four in the list.
 */
export function toPackFunction(fx: FormilyFixture): Record<string, unknown> {
  const names = new Set<string>();
  const fields = dataFields(fx.schema as never).map((f) => {
    let name = f.title ?? f.key;
    if (names.has(name)) name = `${name} (${f.key})`;
    names.add(name);
    return { name, type: fieldTypeOf(f.schema as Node), identifier: f.key };
  });
  return {
    code: fx.code, name: fx.title.slice(0, 60), businessType: 'office', formType: 'standard', displayStyle: 'list', permissionRequired: true,
    menu: { displayName: fx.title.slice(0, 60), directory: 'M30000000000000' },
    fields,
    form: fx.schema,
    list: { columns: fields.slice(0, 4).map((f, i) => ({ field: f.identifier, showInList: true, order: i + 1 })) },
    search: [],
  };
}
