import type { PackFunction } from '@engine';

/** What the new-function wizard saves: the required basics and an empty form. */
export function wizardFunction(code: string, overrides: Partial<PackFunction> = {}): PackFunction {
  return {
    code, name: `Function ${code}`, businessType: 'office', formType: 'standard', displayStyle: 'list', permissionRequired: true,
    menu: { displayName: `Menu ${code}`, directory: 'M30000000000000' },
    fields: [], form: { type: 'object', properties: {} }, list: { columns: [] }, search: [],
    ...overrides,
  };
}

/** A small working function: a searchable title, a vehicle chosen from the reimbursement pack's dictionary. */
export function tripFunction(code: string, overrides: Partial<PackFunction> = {}): PackFunction {
  return wizardFunction(code, {
    name: `Trip ${code}`,
    fields: [
      { name: 'reimbursement.fields.project', type: 'text', identifier: 'title', searchable: true },
      { name: 'Vehicle', type: 'select', identifier: 'vehicle' },
    ],
    form: {
      type: 'object',
      properties: {
        title: { type: 'string', title: 'reimbursement.fields.project', required: true, 'x-decorator': 'FormItem', 'x-component': 'Input' },
        vehicle: { type: 'string', title: 'Vehicle', 'x-decorator': 'FormItem', 'x-component': 'Select', 'x-lookup': { dict: 'vehicle' } },
      },
    },
    list: { columns: [{ field: 'title', showInList: true }, { field: 'vehicle', showInList: true }] },
    search: [{ field: 'title', rule: 'fuzzy' }],
    ...overrides,
  });
}

type Node = { code: string; function?: string; children: Node[] };
/** Function codes the menu tree opens. */
export const menuFunctions = (tree: Node[]): string[] => tree.flatMap((n) => [...(n.function ? [n.function] : []), ...menuFunctions(n.children ?? [])]);
