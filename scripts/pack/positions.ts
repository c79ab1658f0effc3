import { findNodeAtLocation, type Node } from 'jsonc-parser';

/** A place in a file, 1-based, as editors and compilers print it. */
export interface Position {
  line: number;
  column: number;
}

/** The line and column of a character offset in a text. */
export function positionAt(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** `/functions/0/fields` -> `['functions', 0, 'fields']` (RFC 6901 escapes undone). */
export function pointerSegments(pointer: string): (string | number)[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^(0|[1-9][0-9]{0,8})$/.test(s) ? Number(s) : s));
}

/**
 * The node of a JSON tree a pointer names, or, when it does not exist (a
 * missing required property), its nearest existing ancestor.
 */
export function nodeAtPointer(root: Node, segments: (string | number)[]): Node {
  for (let n = segments.length; n > 0; n--) {
    const node = findNodeAtLocation(root, segments.slice(0, n));
    if (node) return node;
  }
  return root;
}
