import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../runtime/api';
import { findFunctionMenuAt, findMenuForPath, firstFunctionMenuUnder, firstPermittedPath, permittedFunctions, resolveRouteAccess } from '../../runtime/menu';

const leaf = (code: string, fn: string, sort: number): MenuNode => ({
  id: code, code, title: code, position: 'LEFT_TREE', sort, function: fn, frontPath: `/fn/${fn}`, children: [],
});
const tree: MenuNode[] = [
  { id: 'W', code: 'M10000000000000', title: 'Workbench', position: 'LEFT_TREE', sort: 0, frontPath: '/workbench', children: [] },
  {
    id: 'G', code: 'M30000000000000', title: 'Expenses', position: 'LEFT_TREE', sort: 30, frontPath: null,
    children: [leaf('S2', 'travel', 2), leaf('S1', 'reimbursement', 1)],
  },
];

describe('resolveRouteAccess', () => {
  const all = { M10000000000000: ['view'], M30000000000000: ['view'], S1: ['view'], S2: ['view'] };

  it('allows the workbench and permitted function routes, including their sub-routes', () => {
    expect(resolveRouteAccess('/workbench', tree, all)).toEqual({ kind: 'allow' });
    expect(resolveRouteAccess('/fn/reimbursement/new', tree, all)).toEqual({ kind: 'allow' });
  });

  it('sends a refused menu to the first permitted child of its parent', () => {
    const map = { M10000000000000: ['view'], S2: ['view'] };
    expect(resolveRouteAccess('/fn/reimbursement', tree, map)).toEqual({ kind: 'redirect', to: '/fn/travel' });
  });

  it('denies with the first permitted menu as fallback when no sibling is allowed', () => {
    const map = { M10000000000000: ['view'] };
    expect(resolveRouteAccess('/fn/reimbursement', tree, map)).toEqual({ kind: 'denied', to: '/workbench' });
    expect(resolveRouteAccess('/fn/unknown', tree, all)).toEqual({ kind: 'denied', to: '/workbench' });
  });

  it('allows everything when there is no permission map, and leaves unknown pages to the 404 route', () => {
    expect(resolveRouteAccess('/fn/reimbursement', tree, null)).toEqual({ kind: 'allow' });
    expect(resolveRouteAccess('/nowhere', tree, all)).toEqual({ kind: 'allow' });
  });

  it('orders pages by sort', () => {
    expect(firstPermittedPath(tree, all)).toBe('/workbench');
    expect(permittedFunctions(tree, all).map((t) => t.node.function)).toEqual(['reimbursement', 'travel']);
  });
});

describe('a function menu at its own route (a pack\'s spec route)', () => {
  const own = (code: string, fn: string, path: string, sort: number): MenuNode => ({
    id: code, code, title: code, position: 'LEFT_TREE', sort, function: fn, frontPath: path, children: [],
  });
  const routed: MenuNode[] = [{
    id: 'G', code: 'M60000000000000', title: 'Group', position: 'LEFT_TREE', sort: 1, frontPath: null,
    children: [own('S61', 'lend', '/lending-management/lend', 1), own('S62', 'giveBack', '/lending-management/give-back', 2)],
  }];
  const all = { M60000000000000: ['view'], S61: ['view'], S62: ['view'] };

  it('owns its own route and the function\'s pages under /fn', () => {
    expect(findMenuForPath(routed, '/lending-management/lend')?.node.code).toBe('S61');
    expect(findMenuForPath(routed, '/fn/giveBack/12/view')?.node.code).toBe('S62');
    expect(findMenuForPath(routed, '/fn/unknown')).toBeUndefined();
    expect(findFunctionMenuAt(routed, '/lending-management/give-back')?.function).toBe('giveBack');
    expect(findFunctionMenuAt(routed, '/lending-management')).toBeUndefined();
  });

  it('a route group leads to its first permitted function; refused menus are refused by both routes', () => {
    expect(firstFunctionMenuUnder(routed, '/lending-management', all)?.frontPath).toBe('/lending-management/lend');
    expect(firstFunctionMenuUnder(routed, '/lending-management', { S62: ['view'] })?.frontPath).toBe('/lending-management/give-back');
    expect(firstFunctionMenuUnder(routed, '/lending', all)).toBeUndefined();
    const onlyGiveBack = { M60000000000000: ['view'], S62: ['view'] };
    expect(resolveRouteAccess('/lending-management/lend', routed, onlyGiveBack)).toEqual({ kind: 'redirect', to: '/lending-management/give-back' });
    expect(resolveRouteAccess('/fn/lend/new', routed, onlyGiveBack)).toEqual({ kind: 'redirect', to: '/lending-management/give-back' });
    expect(resolveRouteAccess('/fn/giveBack/3', routed, onlyGiveBack)).toEqual({ kind: 'allow' });
  });
});
