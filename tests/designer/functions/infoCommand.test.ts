import { describe, expect, it } from 'vitest';
import type { PackFunction } from '@engine';
import { bundledPacks } from '@schemas';
import { commandHandlers, createDesignStore } from '../../../designer/state';
import { updateInfo } from '../../../designer/functions/model';
import { rowActions } from '../../../designer/functions/model';
import '../../../designer/functions/model/infoCommand';

const reimbursement = () => JSON.parse(JSON.stringify(bundledPacks.find((p) => p.id === 'reimbursement')!.functions[0])) as PackFunction;

describe('info.update', () => {
  it('is registered in the config scope and undoes and redoes through the store', () => {
    expect(commandHandlers.get('info.update')?.scope).toBe('config');
    const store = createDesignStore();
    const fn = reimbursement();
    store.getState().load(fn);
    store.getState().dispatch('info.update', { name: 'Travel claims', businessType: 'office' });
    expect(store.getState().fn).toMatchObject({ name: 'Travel claims', businessType: 'office' });
    expect(store.getState().fn?.form).toBe(fn.form);
    expect(store.getState().history.done).toHaveLength(1);
    store.getState().undo();
    expect(store.getState().fn).toMatchObject({ name: 'reimbursement.name', businessType: 'finance' });
    store.getState().redo();
    expect(store.getState().fn?.name).toBe('Travel claims');
  });

  it('records nothing when nothing changes, and never changes the code', () => {
    const store = createDesignStore();
    store.getState().load(reimbursement());
    store.getState().dispatch('info.update', { name: 'reimbursement.name' });
    expect(store.getState().history.done).toHaveLength(0);
    const fn = reimbursement();
    expect(updateInfo(fn, { code: 'other' } as never).code).toBe('reimbursement');
  });

  it('writes categories and roles, and drops roles when permission is no longer required', () => {
    const fn = updateInfo(reimbursement(), { second: { name: 'Travel', description: '', icon: 'CarOutlined' }, roles: ['staff'] });
    expect(fn.categories).toEqual({ second: { name: 'Travel', icon: 'CarOutlined' } });
    expect(fn.menu.roles).toEqual(['staff']);
    expect(updateInfo(fn, { permissionRequired: false }).menu).toEqual({ displayName: 'reimbursement.menu', directory: 'M30000000000000' });
  });
});

describe('row actions', () => {
  it('offer what fits the state', () => {
    expect(rowActions({ state: 'notPublished', hasDraft: true, version: null, enabled: false })).toEqual(['design', 'publish', 'copy', 'export', 'delete']);
    expect(rowActions({ state: 'published', hasDraft: false, version: 2, enabled: true })).toEqual(['design', 'versions', 'scopes', 'disable', 'copy', 'export', 'delete']);
    expect(rowActions({ state: 'updatePending', hasDraft: true, version: 1, enabled: true }))
      .toEqual(['design', 'publish', 'versions', 'scopes', 'disable', 'copy', 'revoke', 'export', 'delete']);
    expect(rowActions({ state: 'disabled', hasDraft: false, version: 1, enabled: false })).toContain('enable');
  });
});
