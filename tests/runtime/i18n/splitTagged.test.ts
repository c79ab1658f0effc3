import { describe, expect, it } from 'vitest';
import { splitTagged } from '../../../runtime/i18n/splitTagged';

describe('splitTagged', () => {
  it('splits a text around its tag, as Trans renders it', () => {
    expect(splitTagged('I have read and accept the <terms>User Agreement</terms>', 'terms')).toEqual([
      { text: 'I have read and accept the ', tagged: false },
      { text: 'User Agreement', tagged: true },
    ]);
    expect(splitTagged('我已阅读并同意<terms>《用户协议》</terms>。', 'terms')).toEqual([
      { text: '我已阅读并同意', tagged: false },
      { text: '《用户协议》', tagged: true },
      { text: '。', tagged: false },
    ]);
  });

  it('keeps a text without the tag (or with it unclosed, or another tag) as one plain piece', () => {
    expect(splitTagged('plain', 'terms')).toEqual([{ text: 'plain', tagged: false }]);
    expect(splitTagged('a <terms>b', 'terms')).toEqual([{ text: 'a <terms>b', tagged: false }]);
    expect(splitTagged('a <b>c</b>', 'terms')).toEqual([{ text: 'a <b>c</b>', tagged: false }]);
  });

  it('finds every occurrence', () => {
    expect(splitTagged('<terms>x</terms> and <terms>y</terms>', 'terms').map((p) => p.text)).toEqual(['x', ' and ', 'y']);
  });
});
