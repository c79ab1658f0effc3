import jsep from 'jsep';
import { ExpressionError } from './errors';
import { expressionLimits } from './limits';
import './arrow-syntax';

/** A jsep syntax tree node. */
export type AstNode = jsep.Expression;

/**
 * Parses expression text with jsep's default grammar (which already has `??`
 * and the ternary). Nothing is configured globally: operators jsep knows but
 * the language does not (`**`, bitwise) are refused by the compiler.
 */
export function parseExpression(source: string): AstNode {
  if (typeof source !== 'string') {
    throw new ExpressionError('syntax', 'syntaxError', ['expression text must be a string']);
  }
  if (source.length > expressionLimits.maxLength) {
    throw new ExpressionError('limit', 'limitLength', [String(expressionLimits.maxLength)]);
  }
  let ast: AstNode;
  try {
    ast = jsep(source);
  } catch (error) {
    if (error instanceof RangeError) {
      throw new ExpressionError('limit', 'limitDepth', [String(expressionLimits.maxDepth)]);
    }
    throw new ExpressionError('syntax', 'syntaxError', [(error as Error).message], { cause: error });
  }
  if (ast.type === 'Compound') {
    const body = ast.body as AstNode[];
    if (body.length === 0) throw new ExpressionError('syntax', 'syntaxEmpty');
    throw new ExpressionError('syntax', 'syntaxSingle');
  }
  return ast;
}
