import { ExpressionError } from './errors';

type Primitive = string | number | boolean | bigint | symbol | null | undefined;
type BinaryOperator = (left: unknown, right: unknown) => unknown;
type UnaryOperator = (value: unknown) => unknown;

/** Operators that evaluate their right side only when needed. */
export const LOGICAL_OPERATORS: ReadonlySet<string> = new Set(['&&', '||', '??']);

function isObjectLike(value: unknown): value is object {
  return value !== null && (typeof value === 'object' || typeof value === 'function');
}

// Arithmetic and ordering on an object would run its valueOf/toString, which
// is code the expression does not own; only primitives are accepted.
function primitive(operator: string, value: unknown): Primitive {
  if (isObjectLike(value)) {
    throw new ExpressionError('type', 'typeOperand', [operator]);
  }
  return value as Primitive;
}

// The operands are checked by `primitive`; the operators keep JavaScript's own semantics.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function arithmetic(operator: string, apply: (a: any, b: any) => unknown): BinaryOperator {
  return (left, right) => apply(primitive(operator, left), primitive(operator, right));
}

// Loose equality against an object would coerce it; compare identity instead.
function looseEquals(left: unknown, right: unknown): boolean {
  return isObjectLike(left) || isObjectLike(right) ? left === right : left == right;
}

/** Non-logical binary operators of the language, by jsep operator text. */
export const BINARY_OPERATORS: ReadonlyMap<string, BinaryOperator> = new Map<string, BinaryOperator>([
  ['+', arithmetic('+', (a, b) => a + b)],
  ['-', arithmetic('-', (a, b) => a - b)],
  ['*', arithmetic('*', (a, b) => a * b)],
  ['/', arithmetic('/', (a, b) => a / b)],
  ['%', arithmetic('%', (a, b) => a % b)],
  ['<', arithmetic('<', (a, b) => a < b)],
  ['<=', arithmetic('<=', (a, b) => a <= b)],
  ['>', arithmetic('>', (a, b) => a > b)],
  ['>=', arithmetic('>=', (a, b) => a >= b)],
  ['==', looseEquals],
  ['!=', (a, b) => !looseEquals(a, b)],
  ['===', (a, b) => a === b],
  ['!==', (a, b) => a !== b],
]);

/** Unary operators of the language, by jsep operator text. */
export const UNARY_OPERATORS: ReadonlyMap<string, UnaryOperator> = new Map<string, UnaryOperator>([
  ['!', (v) => !v],
  ['-', (v) => -(primitive('-', v) as number)],
  ['+', (v) => +(primitive('+', v) as number)],
]);
