// Characters XML 1.0 cannot carry at all; surrogates are kept only in pairs.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVALID_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

const ENTITIES: Record<string, string> = {
  '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;',
  '\n': '&#10;', '\r': '&#13;', '\t': '&#9;',
};

/**
 * Text safe inside an XML attribute or element: markup characters escaped,
 * line breaks and tabs as character references (so they survive attribute
 * normalisation and indentation), characters XML cannot hold removed.
 */
export function escapeXml(text: string): string {
  return text
    .replace(INVALID_CHARS, '')
    .replace(SURROGATES, (m) => (m.length === 2 ? m : ''))
    .replace(/[&<>"'\n\r\t]/g, (c) => ENTITIES[c]);
}

/** Attribute values; null and undefined attributes are left out. */
export type XmlAttributes = Record<string, string | number | boolean | null | undefined>;

function attributes(attrs: XmlAttributes): string {
  return Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join('');
}

/**
 * One element: empty, with escaped text (a string), or with serialised child
 * elements (an array), indented two spaces per level.
 */
export function xmlElement(name: string, attrs: XmlAttributes = {}, content?: string | readonly string[]): string {
  const open = `<${name}${attributes(attrs)}`;
  if (content === undefined || (Array.isArray(content) && content.length === 0)) return `${open} />`;
  if (typeof content === 'string') return `${open}>${escapeXml(content)}</${name}>`;
  const inner = content.map((child) => child.replace(/^/gm, '  ')).join('\n');
  return `${open}>\n${inner}\n</${name}>`;
}
