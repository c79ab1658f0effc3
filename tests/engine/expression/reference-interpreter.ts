/**
 * A tiny tree of numbers, booleans, null/undefined and operators, with its own printer and a
 * reference interpreter written with plain JavaScript operators. The property
 * test compares the evaluator against it.
 */
export type RefNode =
  | { kind: 'num'; value: number }
  | { kind: 'bool'; value: boolean }
  | { kind: 'nullish'; value: null | undefined }
  | { kind: 'unary'; op: '-' | '+' | '!'; arg: RefNode }
  | { kind: 'binary'; op: BinaryOp; left: RefNode; right: RefNode }
  | { kind: 'cond'; test: RefNode; then: RefNode; else: RefNode };

export const BINARY_OPS = [
  '+', '-', '*', '/', '%', '==', '!=', '===', '!==', '<', '<=', '>', '>=', '&&', '||', '??',
] as const;
export type BinaryOp = (typeof BINARY_OPS)[number];

/** Source text with every operand in parentheses, so precedence never matters. */
export function print(node: RefNode): string {
  switch (node.kind) {
    case 'num': return String(node.value);
    case 'bool': return String(node.value);
    case 'nullish': return String(node.value);
    case 'unary': return `${node.op}(${print(node.arg)})`;
    case 'binary': return `(${print(node.left)}) ${node.op} (${print(node.right)})`;
    case 'cond': return `(${print(node.test)}) ? (${print(node.then)}) : (${print(node.else)})`;
  }
}

type Value = any;

/** What JavaScript itself makes of the tree. */
export function reference(node: RefNode): Value {
  switch (node.kind) {
    case 'num':
    case 'bool':
    case 'nullish':
      return node.value;
    case 'unary': {
      const v: Value = reference(node.arg);
      return node.op === '-' ? -v : node.op === '+' ? +v : !v;
    }
    case 'cond': return reference(node.test) ? reference(node.then) : reference(node.else);
    case 'binary': return binary(node.op, reference(node.left), reference(node.right));
  }
}

function binary(op: BinaryOp, a: Value, b: Value): Value {
  switch (op) {
    case '+': return a + b;
    case '-': return a - b;
    case '*': return a * b;
    case '/': return a / b;
    case '%': return a % b;
    case '==': return a == b;
    case '!=': return a != b;
    case '===': return a === b;
    case '!==': return a !== b;
    case '<': return a < b;
    case '<=': return a <= b;
    case '>': return a > b;
    case '>=': return a >= b;
    case '&&': return a && b;
    case '||': return a || b;
    case '??': return a ?? b;
  }
}
