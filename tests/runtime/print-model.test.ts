import { describe, expect, it } from 'vitest';
import { fieldTypeOf } from '@engine';
import { paletteEntries, fieldTypeOf as designerFieldTypeOf } from '../../designer/form-designer';
import { printModel, printRows } from '../../runtime/pages/fn-print/printModel';
import { toPermittedSchema } from '../../runtime/pages/task-center/permittedSchema';
import pack from '../fixtures/packs/signoff/pack.json';

const fn = pack.functions[0] as any;
const keys = (fields: { key: string }[]) => fields.map((f) => f.key);

describe('the signature field type', () => {
  it('is registered through the descriptors and offered in the designer palette (advanced, not in tables)', () => {
    expect(fieldTypeOf('signature')).toMatchObject({ requiredRule: 'signatureEmpty', formNode: { 'x-component': 'SignaturePad' } });
    expect(paletteEntries().find((p) => p.kind === 'signature')).toMatchObject({ group: 'advanced', inTable: false });
    expect(designerFieldTypeOf({ type: 'object', 'x-component': 'SignaturePad' } as never)).toBe('signature');
  });
});

describe('print model', () => {
  it('follows the pack\'s layout: sections in order, the signature block, the column count', () => {
    const m = printModel(fn.form, fn.fields, fn.print);
    expect(m.sections.map((s) => keys(s.fields))).toEqual([['subject', 'supplier', 'neededBy', 'amount', 'bankAccount'], ['lines', 'purpose']]);
    expect(keys(m.signatures)).toEqual(['applicantSignature']);
    expect(keys(m.sections[1].fields[0].columns!)).toEqual(['item', 'qty', 'price']);
    expect(m).toMatchObject({ columns: 2, history: true });
  });
  it('never prints a field or a sub-table column the reader\'s node hides', () => {
    const form = toPermittedSchema(fn.form, { bankAccount: 'hidden', 'lines.price': 'hidden', applicantSignature: 'hidden' }) as never;
    const m = printModel(form, fn.fields, fn.print);
    expect(keys(m.sections[0].fields)).not.toContain('bankAccount');
    expect(keys(m.sections[1].fields[0].columns!)).toEqual(['item', 'qty']);
    expect(m.signatures).toEqual([]);
  });
  it('generates a default from the form: every field in order, signatures at the foot; wide fields take a row', () => {
    const m = printModel(fn.form, fn.fields, undefined);
    expect(m.sections).toHaveLength(1);
    expect(keys(m.sections[0].fields)).toEqual(['subject', 'supplier', 'neededBy', 'amount', 'bankAccount', 'lines', 'purpose']);
    expect(keys(m.signatures)).toEqual(['applicantSignature']);
    expect(printRows(m.sections[0].fields, 2).map(keys)).toEqual([['subject', 'supplier'], ['neededBy', 'amount'], ['bankAccount'], ['lines'], ['purpose']]);
  });
});
