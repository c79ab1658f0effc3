import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../runtime/api';
import { resolveRouteAccess } from '../../runtime/menu';
import { closeAllTabs, closeOtherTabs, closeTab, openTab, tabTarget, type PageTab } from '../../runtime/layout/tabRules';
import { rootFontSize } from '../../runtime/layout/rootFontScale';
import { expiryNoticeOf } from '../../runtime/layout/expiryNotice';
import { columnWidth } from '../../runtime/pages/fn-list/columnWidth';

const tab = (key: string, extra: Partial<PageTab> = {}): PageTab => ({ key, title: key, path: `/${key}`, basePath: `/${key}`, ...extra });
const HOME = 'home';

describe('tag tabs (spec 000 section 2.5)', () => {
  it('keeps home first and inserts each new tab right after home', () => {
    let tabs = [tab(HOME)];
    tabs = openTab(tabs, tab('a'), HOME);
    tabs = openTab(tabs, tab('b'), HOME);
    expect(tabs.map((t) => t.key)).toEqual([HOME, 'b', 'a']);
    tabs = openTab(tabs, tab('a', { path: '/a/new' }), HOME);
    expect(tabs.map((t) => t.key)).toEqual([HOME, 'b', 'a']);
    expect(tabs[2].path).toBe('/a/new');
  });
  it('closes others (home and current stay), all (home stays), never home', () => {
    const tabs = [tab(HOME), tab('c'), tab('b'), tab('a')];
    expect(closeOtherTabs(tabs, 'b', HOME).map((t) => t.key)).toEqual([HOME, 'b']);
    expect(closeAllTabs(tabs, HOME).map((t) => t.key)).toEqual([HOME]);
    expect(closeTab(tabs, HOME, HOME)).toHaveLength(4);
    expect(closeTab(tabs, 'c', HOME).map((t) => t.key)).toEqual([HOME, 'b', 'a']);
  });
  it('reopens a cached tab where it was left and a notCache tab afresh', () => {
    expect(tabTarget(tab('a', { path: '/a/new' }))).toBe('/a/new');
    expect(tabTarget(tab('a', { path: '/a/x', notCache: true }))).toBe('/a');
  });
});

describe('root font scaling (spec 000 section 9)', () => {
  it('is width/1920*10 px, floor width 1100, at least 6 px', () => {
    expect(rootFontSize(1920)).toBe(10);
    expect(rootFontSize(1440)).toBe(7.5);
    expect(rootFontSize(1100)).toBeCloseTo(6, 0);
    expect(rootFontSize(800)).toBe(rootFontSize(1100));
    expect(rootFontSize(800)).toBeGreaterThanOrEqual(6);
    expect(rootFontSize(3840)).toBe(20);
  });
});

describe('trial / expiry banner (spec 000 section 4.1)', () => {
  const now = Date.UTC(2026, 10, 24);
  const day = 86_400_000;
  it('warns a trial within tipDays, and once it has passed', () => {
    expect(expiryNoticeOf({ tenantStatus: 1, validEndDate: now + 3 * day, tipDays: 7, tipFlag: 0 }, now)).toMatchObject({ kind: 'trialSoon', days: 3 });
    expect(expiryNoticeOf({ tenantStatus: 1, validEndDate: now + 8 * day, tipDays: 7, tipFlag: 0 }, now)).toBeNull();
    expect(expiryNoticeOf({ tenantStatus: 1, validEndDate: now - day, tipDays: 7, tipFlag: 0 }, now)).toMatchObject({ kind: 'trialExpired' });
  });
  it('asks to renew for status 3, and for status 2 only with tipFlag', () => {
    expect(expiryNoticeOf({ tenantStatus: 3, validEndDate: now + day, tipDays: 7, tipFlag: 0 }, now)).toMatchObject({ kind: 'renewSoon' });
    expect(expiryNoticeOf({ tenantStatus: 2, validEndDate: now + day, tipDays: 7, tipFlag: 0 }, now)).toBeNull();
    expect(expiryNoticeOf({ tenantStatus: 2, validEndDate: now + day, tipDays: 7, tipFlag: 1 }, now)).toMatchObject({ kind: 'renewSoon' });
    expect(expiryNoticeOf({ tenantStatus: 2, validEndDate: null, tipDays: 7, tipFlag: 1 }, now)).toBeNull();
  });
});

describe('route guard follows the menus', () => {
  const home: MenuNode = { id: 'h', code: 'M10000000000000', title: 'Home', position: 'LEFT_TREE', sort: 0, frontPath: '/workbench' };
  it('refuses process management by URL when no menu offers it', () => {
    expect(resolveRouteAccess('/process-config/process-management', [home], { M10000000000000: ['view'] }).kind).toBe('denied');
    const ops: MenuNode = { id: 'o', code: 'S41010000000000', title: 'Ops', position: 'LEFT_TREE', sort: 1, frontPath: '/process-config/process-management' };
    expect(resolveRouteAccess('/process-config/process-management', [home, ops], { M10000000000000: ['view'], S41010000000000: ['view'] }).kind).toBe('allow');
  });
});

describe('list column widths', () => {
  it('never cuts an amount or a Chinese title', () => {
    expect(columnWidth('金额', 'money', 80, false)).toBeGreaterThanOrEqual(150);
    expect(columnWidth('报销事由说明', 'text', 60, true)).toBeGreaterThanOrEqual(6 * 14 + 32 + 24);
    expect(columnWidth('Name', 'text', 200, false)).toBe(200);
    expect(columnWidth('Name', 'text', undefined, false)).toBeUndefined();
  });
});
