import { describe, expect, it } from 'vitest';
import { withoutClientSerials } from '../../server/records/service';
import { enginePack } from './engine/engine-pack';

const ticket = enginePack().functions[0];
const stored = (data: Record<string, unknown>) => ({ id: 1, data }) as unknown as Parameters<typeof withoutClientSerials>[2];

describe('serial numbers a client sends are not taken', () => {
  it('drops them from a new record, copying only when there is one to drop', () => {
    const plain = { title: 'a' };
    expect(withoutClientSerials(ticket, plain)).toBe(plain);
    const sent = { title: 'a', no: 'T1' };
    expect(withoutClientSerials(ticket, sent)).toEqual({ title: 'a' });
    expect(sent).toEqual({ title: 'a', no: 'T1' });
  });

  it('keeps the stored ones on an update, whatever was sent', () => {
    const same = { title: 'b', no: 'T9' };
    expect(withoutClientSerials(ticket, same, stored({ no: 'T9' }))).toBe(same);
    expect(withoutClientSerials(ticket, { title: 'b', no: 'T0' }, stored({ no: 'T9' }))).toEqual({ title: 'b', no: 'T9' });
    expect(withoutClientSerials(ticket, { title: 'b' }, stored({ no: 'T9' }))).toEqual({ title: 'b', no: 'T9' });
    expect(withoutClientSerials(ticket, { title: 'b', no: 'T0' }, stored({}))).toEqual({ title: 'b' });
  });
});
