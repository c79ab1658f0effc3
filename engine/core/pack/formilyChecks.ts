import type { FormSchema, PathError } from './types';
import { packMetaSchema } from './metaSchema';
import { componentProblem } from '../fields/index';
import { compileExpression, ExpressionError, externalCallsIn, isExpressionText, stripExpressionBraces } from '../expression/index';
import { customFormats, isKnownFormat } from '../validation/index';

/**
 * The rule keys the engine runs (in the browser through Formily, on the server through the record
 * validator): the meta-schema's rule properties, so a rule key added there is known here too.
 */
const RULE_KEYS = new Set(
  Object.keys((packMetaSchema as { $defs: { rule: { properties: object } } }).$defs.rule.properties).filter((k) => k !== 'validator'),
);
const NO_FUNCTIONS = 'a pack holds data, not code: the safe evaluator runs expressions, not functions';
const formats = () => Object.keys(customFormats).join(', ');

/** Problems of one expression text (without braces): syntax, refused constructs, functions nobody provides. */
export function expressionProblem(source: string): string | undefined {
  try {
    compileExpression(source);
    const external = externalCallsIn(source);
    if (external.length) {
      return `expression "${source}" calls ${external.map((n) => `"${n}"`).join(', ')}, which the engine does not provide (${NO_FUNCTIONS})`;
    }
  } catch (e) {
    if (!(e instanceof ExpressionError)) throw e;
    return `expression "${source}" cannot run: ${e.message}`;
  }
  return undefined;
}

function ruleProblems(rule: unknown, where: string): PathError[] {
  if (typeof rule === 'string') {
    if (isExpressionText(rule)) return [{ path: where, message: `a validator function "${rule}" cannot run (${NO_FUNCTIONS}); use rules such as format, pattern, min, max or enum, or x-reactions` }];
    return isKnownFormat(rule) ? [] : [{ path: where, message: `unknown format "${rule}": the formats are ${formats()}` }];
  }
  if (!rule || typeof rule !== 'object') return [];
  const out: PathError[] = [];
  for (const [key, value] of Object.entries(rule)) {
    if (key === 'validator') out.push({ path: `${where}/validator`, message: `a rule's validator function cannot run (${NO_FUNCTIONS}); use format, pattern, min, max, enum or x-reactions` });
    else if (key === 'format' && (typeof value !== 'string' || !isKnownFormat(value))) out.push({ path: `${where}/format`, message: `unknown format "${String(value)}": the formats are ${formats()}` });
    else if (!RULE_KEYS.has(key)) out.push({ path: `${where}/${key}`, message: `custom rule "${key}" is not registered: the rules are ${[...RULE_KEYS].join(', ')}` });
  }
  return out;
}

function reactionProblems(reaction: unknown, where: string): PathError[] {
  if (typeof reaction === 'string') {
    return [{ path: where, message: `a reaction function "${reaction}" cannot run (${NO_FUNCTIONS}); write {dependencies, fulfill: {state}} instead` }];
  }
  if (!reaction || typeof reaction !== 'object') return [];
  const r = reaction as { fulfill?: { run?: unknown }; otherwise?: { run?: unknown }; effects?: unknown };
  const out: PathError[] = [];
  for (const branch of ['fulfill', 'otherwise'] as const) {
    if (r[branch]?.run !== undefined) {
      out.push({ path: `${where}/${branch}/run`, message: `${branch}.run holds code, which cannot run (${NO_FUNCTIONS}); use ${branch}.state or ${branch}.schema with expressions` });
    }
  }
  return out;
}

function expressionsIn(value: unknown, where: string, out: PathError[], depth = 0): void {
  if (depth > 20) return;
  if (isExpressionText(value)) {
    const problem = expressionProblem(stripExpressionBraces(value));
    if (problem) out.push({ path: where, message: problem });
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => expressionsIn(v, `${where}/${i}`, out, depth + 1));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'run') continue;
      expressionsIn(v, `${where}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, out, depth + 1);
    }
  }
}

/**
 * What of a Formily node the engine cannot run, each naming the component, key
 * or expression and why: unknown components, validator functions, custom rules,
 * unknown formats, reaction functions and `run` blocks, expressions the safe
 * evaluator refuses or that call functions nobody provides.
 */
export function formilyNodeProblems(node: FormSchema, at: string): PathError[] {
  const out: PathError[] = [];
  for (const key of ['x-component', 'x-decorator'] as const) {
    const name = node[key];
    const problem = typeof name === 'string' ? componentProblem(name) : undefined;
    if (problem) out.push({ path: `${at}/${key}`, message: problem });
  }
  if (typeof node.format === 'string' && !isKnownFormat(node.format)) {
    out.push({ path: `${at}/format`, message: `unknown format "${node.format}": the formats are ${formats()}` });
  }
  const rules = node['x-validator'];
  if (Array.isArray(rules)) rules.forEach((rule, i) => out.push(...ruleProblems(rule, `${at}/x-validator/${i}`)));
  else if (rules !== undefined) out.push(...ruleProblems(rules, `${at}/x-validator`));
  const reactions = node['x-reactions'];
  if (Array.isArray(reactions)) reactions.forEach((r, i) => out.push(...reactionProblems(r, `${at}/x-reactions/${i}`)));
  else if (reactions !== undefined) out.push(...reactionProblems(reactions, `${at}/x-reactions`));
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' || key === 'items' || key === 'x-compute' || key === 'x-validator') continue;
    if (key === 'x-reactions' && typeof value === 'string') continue;
    expressionsIn(value, `${at}/${key}`, out);
  }
  return out;
}
