/**
 * XML text as SheetJS (`unescapexml`) reads it, so both readers give the same strings:
 * the five named entities (any other casing of them becomes U+0000, as there), `_xHHHH_` escapes and, for cell text, CRLF as LF.
 * Numeric character references are not decoded here (SheetJS decodes them before UTF-8); the reader falls back on them.
 */
const ENTITY = /&(?:quot|apos|gt|lt|amp);/gi;
const NAMED: Record<string, string> = { '&quot;': '"', '&apos;': "'", '&gt;': '>', '&lt;': '<', '&amp;': '&' };
const CODE = /_x([\da-fA-F]{4})_/gi;

export function unescapeXml(text: string, cellText: boolean): string {
  let s = text;
  if (s.includes('&')) s = s.replace(ENTITY, (m) => NAMED[m] ?? '\u0000');
  if (s.includes('_x') || s.includes('_X')) s = s.replace(CODE, (_, c: string) => String.fromCharCode(parseInt(c, 16)));
  return cellText && s.includes('\r\n') ? s.replace(/\r\n/g, '\n') : s;
}

/** Whether raw XML text holds something only SheetJS reads exactly (numeric references, CDATA). */
export const isOdd = (raw: string): boolean => raw.includes('&#') || raw.includes('<![CDATA[');
