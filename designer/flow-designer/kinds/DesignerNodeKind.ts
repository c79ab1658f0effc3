import type { ComponentType, ReactNode } from 'react';
import { Registry, type AnyFlowNode } from '../../../engine/index';
import { registerNodeDefaults, type NewNodeNames, type NodeFactory } from '../model';
import type { FlowTexts } from '../shared/useFlowTexts';

/** What a card summary may use: the flow texts and a field's title by identifier. */
export interface SummaryContext {
  texts: FlowTexts;
  fieldTitle(key: string): string;
}

/**
 * The designer half of a node kind (the engine core holds its semantics,
 * the server its executor): how the canvas draws it, what the drawer edits,
 * its colour, and what a new one looks like.
 */
export interface DesignerNodeKind<N extends AnyFlowNode = AnyFlowNode> {
  type: string;
  /** Header colour of its card, drawer tag and simulation step. */
  colour: string;
  icon: ReactNode;
  /** i18n key naming the kind (drawer tag, simulation step). */
  labelKey: string;
  /** `card`: a clickable card opening the drawer; `split`: a route's pill with branch cards below. */
  card: 'card' | 'split';
  /** The "+" menu entry (i18n key, position); kinds without one (start) are never added. */
  menu?: { labelKey: string; order: number };
  /** Names a new node gets, in the interface language. */
  names?(t: (key: string, params?: Record<string, unknown>) => string): NewNodeNames;
  /** A new, unconfigured node (registered as the model's defaults for the type). */
  create?: NodeFactory;
  /** The drawer's settings form. */
  Form?: ComponentType<{ node: N; onChange(node: N): void }>;
  /** The card's one-line summary, or null while nothing is set (the placeholder shows). */
  summary?(node: N, ctx: SummaryContext): string | null;
  /** i18n key of the placeholder shown while the summary is null. */
  placeholderKey?: string;
}

const kinds = new Registry<DesignerNodeKind>('designer node kind');

/** Registers a kind with the flow designer (and its defaults with the model); a duplicate type throws unless `override`. */
export function registerDesignerNodeKind<N extends AnyFlowNode>(kind: DesignerNodeKind<N>, options: { override?: boolean } = {}): void {
  kinds.register(kind.type, kind as unknown as DesignerNodeKind, options);
  if (kind.create) registerNodeDefaults(kind.type, kind.create, options);
}

/** The designer descriptor of a node type, if registered. */
export function designerNodeKindOf(type: string): DesignerNodeKind | undefined {
  return kinds.get(type);
}

/** Every registered designer kind, in registration order. */
export function designerNodeKinds(): DesignerNodeKind[] {
  return kinds.entries().map(([, kind]) => kind);
}
