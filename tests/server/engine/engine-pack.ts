import type { Pack } from '@engine';

/**
 * A pack that uses the schema engine's server-side parts: a serial rule, a
 * lookup select and checkbox, money, attachments with limits, a user, a
 * related record, a sub-table, buttons of both kinds and related forms.
 */
export function enginePack(version = '1.0.0'): Pack {
  return {
    id: 'enginetest',
    version,
    name: 'et.pack',
    menus: [
      { code: 'M42000000000000', parent: null, name: 'et.menu', position: 'LEFT_TREE', sort: 42 },
      { code: 'S42000000000001', parent: 'M42000000000000', name: 'et.ticket', position: 'LEFT_TREE', sort: 1, function: 'ticket' },
      { code: 'S42000000000002', parent: 'M42000000000000', name: 'et.comment', position: 'LEFT_TREE', sort: 2, function: 'comment' },
    ],
    roles: [{ code: 'staff', name: 'roles.staff', menus: ['M42000000000000', 'S42000000000001', 'S42000000000002'] }],
    lookups: {
      dicts: { ticketKind: [{ code: 'bug', name: 'et.kind.bug' }, { code: 'feature', name: 'et.kind.feature' }] },
      enums: { TicketTag: [{ code: 'ui', name: 'et.tag.ui' }, { code: 'api', name: 'et.tag.api' }] },
    },
    functions: [
      {
        code: 'ticket', name: 'et.ticket', businessType: 'office', formType: 'standard', displayStyle: 'list', permissionRequired: true,
        menu: { displayName: 'et.ticket', directory: 'M42000000000000' },
        fields: [
          { name: 'et.f.title', type: 'text', identifier: 'title', searchable: true },
          { name: 'et.f.no', type: 'serial', identifier: 'no', searchable: true },
          { name: 'et.f.amount', type: 'money', identifier: 'amount' },
          { name: 'et.f.kind', type: 'select', identifier: 'kind', searchable: true },
          { name: 'et.f.tags', type: 'checkbox', identifier: 'tags' },
          { name: 'et.f.due', type: 'date', identifier: 'due' },
          { name: 'et.f.files', type: 'attachment', identifier: 'files' },
          { name: 'et.f.owner', type: 'user', identifier: 'owner' },
          { name: 'et.f.parent', type: 'relatedRecord', identifier: 'parent' },
          { name: 'et.f.lines', type: 'subTable', identifier: 'lines' },
        ],
        form: {
          type: 'object',
          properties: {
            title: { type: 'string', title: 'et.f.title', required: true, 'x-decorator': 'FormItem', 'x-component': 'Input', 'x-validator': [{ max: 100 }] },
            no: { type: 'string', title: 'et.f.no', 'x-decorator': 'FormItem', 'x-component': 'SerialNumber', 'x-read-only': true },
            amount: { type: 'number', title: 'et.f.amount', 'x-decorator': 'FormItem', 'x-component': 'MoneyInput', 'x-validator': [{ minimum: 0 }] },
            kind: { type: 'string', title: 'et.f.kind', 'x-decorator': 'FormItem', 'x-component': 'Select', 'x-lookup': { dict: 'ticketKind' } },
            tags: { type: 'array', title: 'et.f.tags', 'x-decorator': 'FormItem', 'x-component': 'Checkbox.Group', 'x-lookup': { enum: 'TicketTag' } },
            due: { type: 'string', title: 'et.f.due', 'x-decorator': 'FormItem', 'x-component': 'DatePicker', 'x-validator': [{ format: 'date' }] },
            files: {
              type: 'array', title: 'et.f.files', 'x-decorator': 'FormItem', 'x-component': 'Upload',
              'x-component-props': { maxSize: 1000, accept: ['.pdf', '.txt'] },
            },
            owner: { type: 'number', title: 'et.f.owner', 'x-decorator': 'FormItem', 'x-component': 'UserPicker' },
            parent: { type: 'object', title: 'et.f.parent', 'x-decorator': 'FormItem', 'x-component': 'RelatedRecordPicker', 'x-component-props': { fn: 'ticket' } },
            lines: {
              type: 'array', title: 'et.f.lines', 'x-decorator': 'FormItem', 'x-component': 'ArrayTable',
              items: {
                type: 'object',
                properties: {
                  c1: { type: 'void', 'x-component': 'ArrayTable.Column', 'x-component-props': { title: 'et.l.subject' }, properties: { subject: { type: 'string', required: true, 'x-component': 'Input' } } },
                  c2: { type: 'void', 'x-component': 'ArrayTable.Column', 'x-component-props': { title: 'et.l.amount' }, properties: { amount: { type: 'number', 'x-component': 'MoneyInput', 'x-validator': [{ exclusiveMinimum: 0 }] } } },
                },
              },
            },
          },
        },
        list: { columns: [{ field: 'title', showInList: true, sort: true }, { field: 'no', showInList: true }, { field: 'kind', showInList: true }] },
        search: [{ field: 'title', rule: 'fuzzy' }, { field: 'kind', rule: 'exact' }, { field: 'no', rule: 'exact' }],
        buttons: [
          { name: 'et.b.submit', state: 'enabled', action: 'workflow', dialogTitle: 'et.b.submit', colour: '#1677ff' },
          { name: 'et.b.comment', state: 'enabled', action: 'fill', targetForm: 'comment', fills: [{ from: 'no', to: 'ticketNo', mode: 'current' }], dialogTitle: 'et.b.comment', colour: '#52c41a' },
        ],
        serialRules: [{ field: 'no', prefix: 'T', codingKeywords: ['yyyyMMdd'], start: 1, step: 1, padding: 4, reset: 'daily' }],
        relatedForms: [
          { form: 'comment', order: 2, associationId: 'r-comments', currentField: 'no', associationField: 'ticketNo', state: 'enabled' },
          { form: 'ticket', order: 1, associationId: 'r-children', currentField: 'id', associationField: 'parent', state: 'enabled' },
          { form: 'comment', order: 3, associationId: 'r-off', currentField: 'title', associationField: 'body', state: 'disabled' },
        ],
      },
      {
        code: 'comment', name: 'et.comment', businessType: 'office', formType: 'standard', displayStyle: 'list', permissionRequired: true,
        menu: { displayName: 'et.comment', directory: 'M42000000000000' },
        fields: [
          { name: 'et.c.ticketNo', type: 'text', identifier: 'ticketNo', searchable: true },
          { name: 'et.c.body', type: 'text', identifier: 'body' },
          { name: 'et.c.steps', type: 'subTable', identifier: 'steps' },
          { name: 'et.c.refs', type: 'subTable', identifier: 'refs' },
        ],
        form: {
          type: 'object',
          properties: {
            ticketNo: { type: 'string', title: 'et.c.ticketNo', 'x-component': 'Input' },
            body: { type: 'string', title: 'et.c.body', required: true, 'x-component': 'Input' },
            // Two sub-tables: an import reads a sheet for each.
            steps: {
              type: 'array', title: 'et.c.steps', 'x-decorator': 'FormItem', 'x-component': 'ArrayTable',
              items: { type: 'object', properties: { c1: { type: 'void', 'x-component': 'ArrayTable.Column', 'x-component-props': { title: 'et.c.step' }, properties: { step: { type: 'string', 'x-component': 'Input' } } } } },
            },
            refs: {
              type: 'array', title: 'et.c.refs', 'x-decorator': 'FormItem', 'x-component': 'ArrayTable',
              items: { type: 'object', properties: { c1: { type: 'void', 'x-component': 'ArrayTable.Column', 'x-component-props': { title: 'et.c.ref' }, properties: { ref: { type: 'string', 'x-component': 'Input' } } } } },
            },
          },
        },
        list: { columns: [{ field: 'ticketNo', showInList: true }, { field: 'body', showInList: true }] },
        search: [{ field: 'ticketNo', rule: 'exact' }],
      },
    ],
    locales: {
      'zh-CN': {
        'et.pack': '引擎测试', 'et.menu': '引擎测试', 'et.ticket': '工单', 'et.comment': '评论',
        'et.f.title': '标题', 'et.f.no': '编号', 'et.f.amount': '金额', 'et.f.kind': '类型', 'et.f.tags': '标签', 'et.f.due': '截止日期',
        'et.f.files': '附件', 'et.f.owner': '负责人', 'et.f.parent': '上级工单', 'et.f.lines': '明细', 'et.l.subject': '科目', 'et.l.amount': '明细金额',
        'et.kind.bug': '缺陷', 'et.kind.feature': '需求', 'et.tag.ui': '界面', 'et.tag.api': '接口',
        'et.c.ticketNo': '工单编号', 'et.c.body': '内容', 'et.c.steps': '步骤', 'et.c.step': '步骤', 'et.c.refs': '引用', 'et.c.ref': '引用', 'et.b.submit': '提交审批', 'et.b.comment': '写评论',
      },
      'en-US': {
        'et.pack': 'Engine test', 'et.menu': 'Engine test', 'et.ticket': 'Ticket', 'et.comment': 'Comment',
        'et.f.title': 'Title', 'et.f.no': 'Number', 'et.f.amount': 'Amount', 'et.f.kind': 'Kind', 'et.f.tags': 'Tags', 'et.f.due': 'Due date',
        'et.f.files': 'Files', 'et.f.owner': 'Owner', 'et.f.parent': 'Parent ticket', 'et.f.lines': 'Lines', 'et.l.subject': 'Subject', 'et.l.amount': 'Line amount',
        'et.kind.bug': 'Bug', 'et.kind.feature': 'Feature', 'et.tag.ui': 'UI', 'et.tag.api': 'API',
        'et.c.ticketNo': 'Ticket number', 'et.c.body': 'Text', 'et.c.steps': 'Steps', 'et.c.step': 'Step', 'et.c.refs': 'References', 'et.c.ref': 'Reference', 'et.b.submit': 'Submit for approval', 'et.b.comment': 'Write a comment',
      },
    },
  };
}
