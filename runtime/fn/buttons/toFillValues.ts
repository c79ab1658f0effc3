import type { ButtonMeta } from '../types';

/**
 * Initial values of the target form of a "fill" button: `current` copies the current
 * record's `from` field, `default` uses `from` as the value (numbers stay numbers).
 */
export function toFillValues(button: ButtonMeta, current: Record<string, unknown> | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const fill of button.fills ?? []) {
    if (fill.mode === 'current') {
      const value = current?.[fill.from];
      if (value !== undefined && value !== null) values[fill.to] = value;
    } else if (fill.from !== '') {
      values[fill.to] = /^-?\d+(\.\d+)?$/.test(fill.from) ? Number(fill.from) : fill.from;
    }
  }
  return values;
}
