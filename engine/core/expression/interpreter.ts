import type jsep from 'jsep';
import { ExpressionError } from './errors';
import { FUNCTIONS_BY_NAME } from './functions/catalogue';
import { assertAllowedKey, assertAllowedName, assertData, readProperty, readScope, toPropertyKey } from './guards';
import { expressionLimits } from './limits';
import { assertSize, takeStep } from './budget';
import { BINARY_OPERATORS, LOGICAL_OPERATORS, UNARY_OPERATORS } from './operators';
import type { AstNode } from './parse';
import { resolveScopeFunction } from './scope-functions';

/** A compiled node: evaluates against the scope object. */
export type Evaluator = (scope: object) => unknown;

/**
 * Turns a syntax tree into a tree of closures, refusing at compile time every
 * node type, operator and name the language does not allow. Each closure
 * returns data only: reading or returning a function throws.
 */
export function toEvaluator(node: AstNode, depth = 1): Evaluator {
  if (depth > expressionLimits.maxDepth) {
    throw new ExpressionError('limit', 'limitDepth', [String(expressionLimits.maxDepth)]);
  }
  const evaluate = nodeEvaluator(node, depth);
  // Every node counts against the step budget and no result outgrows the size limits.
  return (scope) => {
    takeStep();
    return assertSize(evaluate(scope));
  };
}

function nodeEvaluator(node: AstNode, depth: number): Evaluator {
  const child = (n: AstNode) => toEvaluator(n, depth + 1);
  switch (node.type) {
    case 'Literal': return literal(node as jsep.Literal);
    case 'Identifier': return identifier((node as jsep.Identifier).name);
    case 'MemberExpression': return member(node as jsep.MemberExpression, child);
    case 'CallExpression': return call(node as jsep.CallExpression, child);
    case 'UnaryExpression': return unary(node as jsep.UnaryExpression, child);
    case 'BinaryExpression': return binary(node as jsep.BinaryExpression, child);
    case 'ConditionalExpression': {
      const { test, consequent, alternate } = node as jsep.ConditionalExpression;
      const [t, c, a] = [child(test), child(consequent), child(alternate)];
      return (scope) => (t(scope) ? c(scope) : a(scope));
    }
    case 'ArrayExpression': {
      const elements = (node as jsep.ArrayExpression).elements;
      if (elements.some((e) => e === null)) throw new ExpressionError('syntax', 'syntaxNode', ['array hole']);
      const items = elements.map((e) => child(e as AstNode));
      return (scope) => items.map((item) => item(scope));
    }
    case 'ThisExpression': throw new ExpressionError('forbidden', 'forbiddenName', ['this']);
    default: throw new ExpressionError('syntax', 'syntaxNode', [String(node.type)]);
  }
}

function literal(node: jsep.Literal): Evaluator {
  const value = node.value;
  if (value !== null && typeof value === 'object') {
    throw new ExpressionError('syntax', 'syntaxNode', ['regular expression']);
  }
  return () => value;
}

function identifier(name: string): Evaluator {
  // Like `null`, `undefined` is a constant: a scope cannot redefine it.
  if (name === 'undefined') return () => undefined;
  assertAllowedName(name);
  return (scope) => assertData(readScope(scope, name));
}

function member(node: jsep.MemberExpression, child: (n: AstNode) => Evaluator): Evaluator {
  const object = child(node.object);
  if (!node.computed) {
    const name = (node.property as jsep.Identifier).name;
    assertAllowedKey(name);
    return (scope) => readProperty(object(scope), name);
  }
  const property = node.property;
  // Catch `a['__proto__']` when compiling; computed keys are checked again on read.
  if (property.type === 'Literal') assertAllowedKey(toPropertyKey(property.value));
  const key = child(property);
  return (scope) => readProperty(object(scope), toPropertyKey(key(scope)));
}

function call(node: jsep.CallExpression, child: (n: AstNode) => Evaluator): Evaluator {
  if (node.callee.type !== 'Identifier') throw new ExpressionError('forbidden', 'forbiddenMethod');
  const name = (node.callee as jsep.Identifier).name;
  assertAllowedName(name);
  const args = node.arguments.map(child);
  const builtin = FUNCTIONS_BY_NAME.get(name);
  if (builtin?.scoped) return (scope) => assertData(builtin.call(scope, ...args.map((arg) => arg(scope))));
  if (builtin) return (scope) => assertData(builtin.call(...args.map((arg) => arg(scope))));
  return (scope) => {
    const fn = resolveScopeFunction(scope, name);
    return assertData(Reflect.apply(fn, undefined, args.map((arg) => arg(scope))));
  };
}

function unary(node: jsep.UnaryExpression, child: (n: AstNode) => Evaluator): Evaluator {
  const apply = UNARY_OPERATORS.get(node.operator);
  if (!apply) throw new ExpressionError('forbidden', 'forbiddenOperator', [node.operator]);
  const argument = child(node.argument);
  return (scope) => apply(argument(scope));
}

function binary(node: jsep.BinaryExpression, child: (n: AstNode) => Evaluator): Evaluator {
  const { operator } = node;
  const apply = BINARY_OPERATORS.get(operator);
  if (!apply && !LOGICAL_OPERATORS.has(operator)) {
    throw new ExpressionError('forbidden', 'forbiddenOperator', [operator]);
  }
  const [left, right] = [child(node.left), child(node.right)];
  if (operator === '&&') return (scope) => left(scope) && right(scope);
  if (operator === '||') return (scope) => left(scope) || right(scope);
  if (operator === '??') return (scope) => left(scope) ?? right(scope);
  return (scope) => apply!(left(scope), right(scope));
}
