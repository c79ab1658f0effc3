import { createContext, useContext } from 'react';
import type { FlowProblem } from '../../../engine/index';
import type { AddableType, InsertPoint } from '../model';

/** What the canvas's nodes and edges need from the designer around them. */
export interface CanvasActions {
  /** No "+", no delete, no drawer: the simulation's copy of the canvas. */
  readOnly: boolean;
  /** Nodes, branches and joins on the taken path (simulation); empty: nothing highlighted. */
  highlight: ReadonlySet<string>;
  problems: ReadonlyMap<string, FlowProblem[]>;
  open(id: string): void;
  add(at: InsertPoint, type: AddableType): void;
  remove(id: string): void;
  addBranch(routeId: string): void;
  removeBranch(branchId: string): void;
  moveBranch(branchId: string, direction: -1 | 1): void;
}

const noop = () => undefined;

export const CanvasContext = createContext<CanvasActions>({
  readOnly: true, highlight: new Set(), problems: new Map(),
  open: noop, add: noop, remove: noop, addBranch: noop, removeBranch: noop, moveBranch: noop,
});

export const useCanvas = () => useContext(CanvasContext);
