import jsep from 'jsep';
import arrow from '@jsep-plugin/arrow';

// jsep keeps its grammar in one shared instance; the arrow plugin adds `=>`.
// The evaluator accepts an arrow only as the argument of a collection method
// (`lines.map((r) => r.amount)`); anywhere else it is refused when compiling.
jsep.plugins.register(arrow);

/** jsep's node for `(a, b) => body`. */
export interface ArrowNode extends jsep.Expression {
  type: 'ArrowFunctionExpression';
  params: jsep.Expression[] | null;
  body: jsep.Expression;
}

/** Whether a syntax node is an arrow function. */
export function isArrowNode(node: jsep.Expression): node is ArrowNode {
  return node.type === 'ArrowFunctionExpression';
}
