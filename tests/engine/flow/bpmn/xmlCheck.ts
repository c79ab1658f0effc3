/** A parsed element of the tiny checker: enough to assert on structure. */
export interface XmlNode { name: string; attrs: Record<string, string>; children: XmlNode[]; text: string }

const NAME = '[A-Za-z_][\\w.-]*(?::[A-Za-z_][\\w.-]*)?';
const TAG = new RegExp(`<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*"[^"<]*")*)\\s*(/?)>`, 'y');
const ATTR = new RegExp(`(${NAME})\\s*=\\s*"([^"<]*)"`, 'g');
const ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (_, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[e]);
}

/**
 * A tiny well-formedness checker: balanced tags, quoted attributes without
 * duplicates, valid entity references, declared namespace prefixes, one
 * root. Throws on the first problem; returns the root element.
 */
export function parseXml(xml: string): XmlNode {
  let pos = xml.startsWith('<?xml') ? xml.indexOf('?>') + 2 : 0;
  const stack: { node: XmlNode; ns: Set<string> }[] = [];
  let root: XmlNode | null = null;
  const fail = (why: string): never => { throw new Error(`${why} at ${pos}: ${xml.slice(pos, pos + 60)}`); };
  while (pos < xml.length) {
    if (xml[pos] !== '<') {
      const end = xml.indexOf('<', pos) === -1 ? xml.length : xml.indexOf('<', pos);
      const text = xml.slice(pos, end);
      if (ENTITY.test(text)) fail('bad entity');
      if (text.trim() && !stack.length) fail('text outside the root');
      if (stack.length) stack[stack.length - 1].node.text += decode(text);
      pos = end;
      continue;
    }
    TAG.lastIndex = pos;
    const m = TAG.exec(xml) ?? fail('bad tag');
    const [, closing, name, rawAttrs, selfClosing] = m;
    if (closing) {
      const top = stack.pop() ?? fail('unexpected close');
      if (top.node.name !== name) fail(`</${name}> closes <${top.node.name}>`);
    } else {
      if (!stack.length && root) fail('second root');
      const attrs: Record<string, string> = {};
      for (const [, key, value] of rawAttrs.matchAll(ATTR)) {
        if (Object.hasOwn(attrs, key)) fail(`duplicate attribute ${key}`);
        if (ENTITY.test(value)) fail('bad entity in attribute');
        attrs[key] = decode(value);
      }
      const ns = new Set(stack.length ? stack[stack.length - 1].ns : ['xml', 'xmlns']);
      Object.keys(attrs).filter((k) => k.startsWith('xmlns:')).forEach((k) => ns.add(k.slice(6)));
      for (const qname of [name, ...Object.keys(attrs)]) {
        if (qname.includes(':') && !ns.has(qname.split(':')[0])) fail(`undeclared prefix in ${qname}`);
      }
      const node: XmlNode = { name, attrs, children: [], text: '' };
      if (stack.length) stack[stack.length - 1].node.children.push(node);
      else root = node;
      if (!selfClosing) stack.push({ node, ns });
    }
    pos = TAG.lastIndex;
  }
  if (stack.length) fail(`unclosed <${stack[stack.length - 1].node.name}>`);
  return root ?? fail('no root');
}

/** Every element below (and including) `node`, depth first. */
export function allElements(node: XmlNode): XmlNode[] {
  return [node, ...node.children.flatMap(allElements)];
}
