/** Past this many letters in one word, a title cannot keep 11 px inside the 74 px management label. */
export const LONG_WORD_CHARS = 9;
/** Past this many letters in all, two lines of 11 px do not hold the title. */
export const LONG_TITLE_CHARS = 18;

/**
 * The label style of a management-menu title (82 px sider, spec 000 section 2.5): `normal` (11 px,
 * up to two lines) or `small` (10 px, up to three lines) for long English and Russian names, so
 * they wrap instead of being clipped. The full name is also the label's tooltip.
 */
export function menuLabelSize(title: string): 'normal' | 'small' {
  const words = title.trim().split(/\s+/);
  const longest = Math.max(0, ...words.map((w) => [...w].length));
  return longest > LONG_WORD_CHARS || [...title.trim()].length > LONG_TITLE_CHARS ? 'small' : 'normal';
}
