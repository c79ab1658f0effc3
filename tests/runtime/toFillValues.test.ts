import { describe, expect, it } from 'vitest';
import { toFillValues } from '../../runtime/fn/buttons/toFillValues';
import type { ButtonMeta } from '../../runtime/fn/types';

const button = (fills: ButtonMeta['fills']): ButtonMeta => ({
  name: 'b', state: 'enabled', action: 'fill', targetForm: 'x', dialogTitle: 't', colour: '#000', fills,
});

describe('fill buttons', () => {
  it('copies current-record fields and sets defaults (numbers stay numbers)', () => {
    const b = button([
      { from: 'customer', to: 'customer', mode: 'current' },
      { from: 'city', to: 'town', mode: 'current' },
      { from: 'normal', to: 'priority', mode: 'default' },
      { from: '1', to: 'quantity', mode: 'default' },
      { from: 'missing', to: 'nothing', mode: 'current' },
    ]);
    expect(toFillValues(b, { customer: 7, city: 'Austin' })).toEqual({ customer: 7, town: 'Austin', priority: 'normal', quantity: 1 });
    expect(toFillValues(b, undefined)).toEqual({ priority: 'normal', quantity: 1 });
  });
});
