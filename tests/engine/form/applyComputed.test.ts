import { describe, expect, it } from 'vitest';
import { applyComputed, toClientForm, centsToYuan, yuanToCents, formatYuan } from '@engine';
import { bundledPacks } from '@schemas';

const pack = bundledPacks[0];
const fn = pack.functions[0];

describe('applyComputed', () => {
  it('computes the total from the line amounts, ignoring what the client sent', () => {
    const out = applyComputed(fn.form, { total: 1, lines: [{ amount: 100 }, { amount: 250 }, { amount: null }] });
    expect(out.total).toBe(350);
  });
});

describe('toClientForm', () => {
  it('turns lookups into options and keys into texts', () => {
    const form = toClientForm(fn.form, pack.lookups!, pack.locales!['en-US']) as any;
    const vehicle = form.properties.grid.properties.vehicle;
    expect(vehicle['x-lookup']).toBeUndefined();
    expect(vehicle.enum).toContainEqual({ label: 'Train', value: 'train' });
    expect(vehicle.title).toBe('Vehicle');
  });
});

describe('money', () => {
  it('converts between yuan and cents', () => {
    expect(yuanToCents('12.34')).toBe(1234);
    expect(yuanToCents(0.1 + 0.2)).toBe(30);
    expect(centsToYuan(123450)).toBe('1234.50');
    expect(centsToYuan(-5)).toBe('-0.05');
    expect(formatYuan(123456789)).toBe('1,234,567.89');
  });
});
