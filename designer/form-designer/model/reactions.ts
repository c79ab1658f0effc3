import { compileExpression, ExpressionError, isExpressionText, stripExpressionBraces } from '../../../engine/index';

/** The field states a reaction may set from an expression. */
export const REACTION_STATES = ['visible', 'required', 'disabled', 'value'] as const;
export type ReactionState = (typeof REACTION_STATES)[number];

/** The one-reaction shape the panel edits: `{dependencies?, fulfill: {state: {...}}}`. */
export interface SimpleReaction {
  dependencies: string[];
  /** Expression texts by state, as written (`{{ ... }}`). */
  state: Record<string, string>;
}

type Json = Record<string, unknown>;
const isPlain = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The reaction as the panel edits it, or null when `raw` is something else
 * (several reactions, effects, targets, a run script): those stay as JSON.
 */
export function readReaction(raw: unknown): SimpleReaction | null {
  if (raw === undefined) return { dependencies: [], state: {} };
  if (!isPlain(raw) || Object.keys(raw).some((k) => k !== 'dependencies' && k !== 'fulfill')) return null;
  const deps = raw.dependencies ?? [];
  if (!Array.isArray(deps) || deps.some((d) => typeof d !== 'string')) return null;
  const fulfill = raw.fulfill ?? {};
  if (!isPlain(fulfill) || Object.keys(fulfill).some((k) => k !== 'state')) return null;
  const state = fulfill.state ?? {};
  if (!isPlain(state) || Object.values(state).some((v) => typeof v !== 'string')) return null;
  return { dependencies: deps as string[], state: state as Record<string, string> };
}

/** `raw` with the dependencies and one state's expression changed (empty text removes it); undefined when nothing is left. */
export function writeReaction(raw: unknown, change: { dependencies?: string[]; state?: ReactionState; text?: string }): unknown {
  const current = readReaction(raw) ?? { dependencies: [], state: {} };
  const dependencies = change.dependencies ?? current.dependencies;
  const state = { ...current.state };
  if (change.state) {
    if (change.text?.trim()) state[change.state] = toExpressionText(change.text);
    else delete state[change.state];
  }
  if (!Object.keys(state).length && !dependencies.length) return undefined;
  const base = isPlain(raw) ? raw : {};
  const { dependencies: _d, fulfill: _f, ...rest } = base;
  return {
    ...rest,
    ...(dependencies.length ? { dependencies } : {}),
    ...(Object.keys(state).length ? { fulfill: { ...(isPlain(base.fulfill) ? base.fulfill : {}), state } } : {}),
  };
}

/** `{{ expression }}` for text typed with or without braces. */
export function toExpressionText(text: string): string {
  const trimmed = text.trim();
  return isExpressionText(trimmed) ? trimmed : `{{${trimmed}}}`;
}

/** Why the engine's safe evaluator refuses an expression: its error code and the detail (a name, a position). */
export interface ExpressionProblem { code: string; detail: string }

/**
 * Why the engine's safe evaluator refuses an expression (typed with or without
 * `{{ }}`), or null when it compiles. Nothing is ever run here.
 */
export function expressionProblem(text: string): ExpressionProblem | null {
  const source = stripExpressionBraces(text.trim());
  if (!source) return null;
  try {
    compileExpression(source);
    return null;
  } catch (e) {
    if (e instanceof ExpressionError) return { code: e.code, detail: e.params.join(', ') };
    throw e;
  }
}
