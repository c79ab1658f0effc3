import type { Pack } from '@engine';

/** A generic test pack: ledger entries with a kind, an amount, a department, an owner and a date, and a dashboard over them. */
export function ledgerPack(): Pack {
  return {
    id: 'ledgertest', version: '1.0.0', name: 'Ledger',
    menus: [
      { code: 'M44000000000000', parent: null, name: 'Ledger', position: 'LEFT_TREE', sort: 44 },
      { code: 'S44010000000000', parent: 'M44000000000000', name: 'Entries', position: 'LEFT_TREE', sort: 1, function: 'ledgerEntry' },
      { code: 'S44900000000000', parent: 'M44000000000000', name: 'Ledger dashboard', position: 'LEFT_TREE', sort: 9, dashboard: 'ledgerBoard' },
    ],
    roles: [{ code: 'staff', name: 'Staff', menus: ['M44000000000000', 'S44010000000000', 'S44900000000000'], scopes: { ledgerEntry: { view: ['own'] } } }],
    lookups: { enums: { kinds: [{ code: 'in', name: 'Income' }, { code: 'out', name: 'Expense' }, { code: 'move', name: 'Transfer' }] } },
    functions: [{
      code: 'ledgerEntry', name: 'Entry', businessType: 'office', formType: 'standard', displayStyle: 'list',
      permissionRequired: true, menu: { displayName: 'Entries', directory: 'M44000000000000' },
      fields: [
        { name: 'Title', type: 'text', identifier: 'title', searchable: true },
        { name: 'Kind', type: 'select', identifier: 'kind', searchable: true },
        { name: 'Amount', type: 'money', identifier: 'amount', searchable: true },
        { name: 'Owner', type: 'user', identifier: 'owner', searchable: true },
        { name: 'Day', type: 'date', identifier: 'day', searchable: true },
        { name: 'Urgent', type: 'switch', identifier: 'urgent' },
      ],
      form: {
        type: 'object',
        properties: {
          title: { type: 'string', title: 'Title', required: true, 'x-decorator': 'FormItem', 'x-component': 'Input' },
          kind: { type: 'string', title: 'Kind', 'x-decorator': 'FormItem', 'x-component': 'Select', 'x-lookup': { enum: 'kinds' } },
          amount: { type: 'number', title: 'Amount', 'x-decorator': 'FormItem', 'x-component': 'MoneyInput' },
          owner: { type: 'number', title: 'Owner', 'x-decorator': 'FormItem', 'x-component': 'UserPicker' },
          day: { type: 'string', title: 'Day', 'x-decorator': 'FormItem', 'x-component': 'DatePicker', 'x-validator': [{ format: 'date' }] },
          urgent: { type: 'boolean', title: 'Urgent', 'x-decorator': 'FormItem', 'x-component': 'Switch' },
        },
      },
      list: { columns: [{ field: 'title', showInList: true }] },
      search: [{ field: 'kind', rule: 'exact' }, { field: 'day', rule: 'period' }, { field: 'title', rule: 'fuzzy' }],
      dashboards: [{
        code: 'ledgerBoard', name: 'Ledger board', filters: ['kind', 'day'], workbench: ['total'],
        charts: [
          { code: 'total', kind: 'number', title: 'Total', measures: [{ op: 'sum', field: 'amount' }] },
          { code: 'byKind', kind: 'pie', title: 'By kind', groupBy: { field: 'kind' }, measures: [{ op: 'count' }] },
          { code: 'byOwner', kind: 'bar', title: 'By owner', groupBy: { field: 'owner' }, measures: [{ op: 'count' }, { op: 'sum', field: 'amount' }, { op: 'avg', field: 'amount' }] },
          { code: 'byMonth', kind: 'line', title: 'By month', groupBy: { field: 'day', by: 'month' }, measures: [{ op: 'sum', field: 'amount' }] },
          { code: 'urgentOut', kind: 'table', title: 'Urgent expenses', groupBy: { field: 'kind' }, where: { urgent: true, kind: ['out', 'move'] }, measures: [{ op: 'count' }, { op: 'sum', field: 'amount' }] },
          { code: 'top2', kind: 'bar', title: 'Top two kinds', limit: 2, groupBy: { field: 'kind' }, measures: [{ op: 'count' }] },
        ],
      }],
    }],
  };
}
