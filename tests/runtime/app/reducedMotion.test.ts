import { describe, expect, it } from 'vitest';
import { themeFor } from '../../../runtime/app/reducedMotion';
import { theme } from '../../../runtime/app/theme';

describe('the theme when the system asks for reduced motion', () => {
  it('switches antd motion off and keeps every brand token', () => {
    const reduced = themeFor(theme, true);
    expect(reduced.token?.motion).toBe(false);
    expect(reduced.token?.colorPrimary).toBe(theme.token?.colorPrimary);
    expect(reduced.components).toBe(theme.components);
  });

  it('leaves the theme as it is otherwise', () => {
    expect(themeFor(theme, false)).toBe(theme);
    expect(theme.token?.motion).toBeUndefined();
  });
});
