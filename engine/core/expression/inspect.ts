import type jsep from 'jsep';
import { FUNCTIONS_BY_NAME } from './functions/catalogue';
import { parseExpression } from './parse';

/**
 * The functions an expression calls that are not built in (scope functions a
 * host would have to provide), in order of appearance. Throws
 * `ExpressionError` when the text does not parse.
 */
export function externalCallsIn(source: string): string[] {
  const names: string[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    const n = node as jsep.Expression;
    if (n.type === 'CallExpression') {
      const callee = (n as jsep.CallExpression).callee;
      if (callee.type === 'Identifier') {
        const name = (callee as jsep.Identifier).name;
        if (!FUNCTIONS_BY_NAME.has(name) && !names.includes(name)) names.push(name);
      }
    }
    for (const value of Object.values(n)) if (value && typeof value === 'object') visit(value);
  };
  visit(parseExpression(source));
  return names;
}

/** Whether an expression calls the clock (`today()`, `now()`): its value changes as days pass. */
export function readsClock(source: string): boolean {
  let found = false;
  const visit = (node: unknown): void => {
    if (found || !node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    const n = node as jsep.Expression;
    if (n.type === 'CallExpression') {
      const callee = (n as jsep.CallExpression).callee;
      if (callee.type === 'Identifier' && ['today', 'now'].includes((callee as jsep.Identifier).name)) found = true;
    }
    for (const value of Object.values(n)) if (value && typeof value === 'object') visit(value);
  };
  visit(parseExpression(source));
  return found;
}
