/** A piece of a translated text: plain, or the inside of `<tag>...</tag>`. */
export interface TextPiece {
  text: string;
  tagged: boolean;
}

/**
 * Splits a translated text at `<tag>...</tag>` (`"I accept the <terms>User Agreement</terms>"`),
 * what react-i18next's `Trans` does with `components`, without the HTML parser `Trans`
 * brings into the sign-in download. Empty plain pieces are left out; an unclosed tag stays text.
 */
export function splitTagged(text: string, tag: string): TextPiece[] {
  const pattern = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g');
  const pieces: TextPiece[] = [];
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > from) pieces.push({ text: text.slice(from, match.index), tagged: false });
    pieces.push({ text: match[1], tagged: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) pieces.push({ text: text.slice(from), tagged: false });
  return pieces;
}
