import type jsep from 'jsep';
import { arrowScope } from './arrow-scope';
import { isArrowNode, type ArrowNode } from './arrow-syntax';
import { takeStep } from './budget';
import { ExpressionError } from './errors';
import { assertAllowedName } from './guards';
import { elementsOf, argumentError } from './functions/shared';
import type { Evaluator } from './interpreter';
import type { AstNode } from './parse';

/** A compiled arrow: called only by the methods below, never handed to a scope or host function. */
type Lambda = (...args: unknown[]) => unknown;
type Method = (items: unknown[], args: unknown[]) => unknown;

const lambdaAt = (name: string, args: unknown[], i: number): Lambda => {
  const fn = args[i];
  if (typeof fn !== 'function') throw argumentError(name, `argument ${i + 1} must be an arrow function`);
  return fn as Lambda;
};

function find(items: unknown[], args: unknown[]): unknown {
  const test = lambdaAt('find', args, 0);
  for (let i = 0; i < items.length; i += 1) if (test(items[i], i)) return items[i];
  return undefined;
}

function reduce(items: unknown[], args: unknown[]): unknown {
  const step = lambdaAt('reduce', args, 0);
  let start = 0;
  let acc = args[1];
  if (args.length < 2) {
    if (items.length === 0) return undefined;
    acc = items[0];
    start = 1;
  }
  for (let i = start; i < items.length; i += 1) acc = step(acc, items[i], i);
  return acc;
}

/** The array methods an expression may call, each with the arrow-taking signature of JavaScript's own. */
const METHODS: ReadonlyMap<string, Method> = new Map<string, Method>([
  ['map', (items, args) => { const f = lambdaAt('map', args, 0); return items.map((x, i) => f(x, i)); }],
  ['filter', (items, args) => { const f = lambdaAt('filter', args, 0); return items.filter((x, i) => f(x, i)); }],
  ['some', (items, args) => { const f = lambdaAt('some', args, 0); return items.some((x, i) => f(x, i)); }],
  ['every', (items, args) => { const f = lambdaAt('every', args, 0); return items.every((x, i) => f(x, i)); }],
  ['find', find],
  ['reduce', reduce],
]);

/** The names of the collection methods, as the docs and error messages list them. */
export const COLLECTION_METHODS: readonly string[] = [...METHODS.keys()];

function compileArrow(node: ArrowNode, child: (n: AstNode) => Evaluator): (scope: object) => Lambda {
  const names = (node.params ?? []).map((param) => {
    if (param.type !== 'Identifier') throw new ExpressionError('syntax', 'syntaxNode', ['arrow parameter pattern']);
    const name = (param as jsep.Identifier).name;
    assertAllowedName(name);
    return name;
  });
  if (new Set(names).size !== names.length) throw new ExpressionError('syntax', 'syntaxNode', ['duplicate arrow parameter']);
  if (isArrowNode(node.body)) throw new ExpressionError('forbidden', 'forbiddenArrow', [COLLECTION_METHODS.join(', ')]);
  const body = child(node.body);
  return (scope) => (...values) => {
    takeStep();
    return body(arrowScope(scope, names, values));
  };
}

/**
 * Compiles `receiver.method(args)`: only the collection methods above, on an
 * array (null and undefined count as empty), with arrow functions allowed as
 * their arguments. Every other method call is refused when compiling.
 */
export function collectionMethodCall(node: jsep.CallExpression, child: (n: AstNode) => Evaluator): Evaluator {
  const callee = node.callee as jsep.MemberExpression;
  const name = !callee.computed && callee.property.type === 'Identifier' ? (callee.property as jsep.Identifier).name : undefined;
  const method = name === undefined ? undefined : METHODS.get(name);
  if (!method) throw new ExpressionError('forbidden', 'forbiddenMethod', [COLLECTION_METHODS.join(', ')]);
  const receiver = child(callee.object);
  const args = node.arguments.map((arg) => {
    if (isArrowNode(arg)) return compileArrow(arg, child);
    const value = child(arg);
    return (scope: object) => value(scope);
  });
  return (scope) => {
    const target = receiver(scope);
    if (target !== null && target !== undefined && !Array.isArray(target)) throw argumentError(name!, 'can only be called on a list');
    const items = Array.isArray(target) ? elementsOf(target) : [];
    return method(items, args.map((arg) => arg(scope)));
  };
}

/** The error for an arrow written anywhere but as a collection method's argument. */
export function misplacedArrow(): ExpressionError {
  return new ExpressionError('forbidden', 'forbiddenArrow', [COLLECTION_METHODS.join(', ')]);
}
