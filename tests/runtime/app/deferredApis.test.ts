import { describe, expect, it, vi } from 'vitest';
import { createDeferredApis, type AppApis } from '../../../runtime/app/deferredApis';

function fakeApis() {
  const closeMessage = vi.fn();
  const messageHandle = Object.assign(closeMessage, { then: (done: (v: boolean) => void) => done(true) });
  const modalHandle = { destroy: vi.fn(), update: vi.fn(), then: (done: (v: boolean) => void) => done(false) };
  const real = {
    message: { success: vi.fn(() => messageHandle), destroy: vi.fn() },
    modal: { confirm: vi.fn(() => modalHandle) },
    notification: { open: vi.fn() },
  };
  return { real: real as unknown as AppApis, spies: real, closeMessage, modalHandle };
}

describe('createDeferredApis', () => {
  it('asks for the real instances on the first call only, and not before any call', () => {
    const onFirstUse = vi.fn();
    const { apis } = createDeferredApis(onFirstUse);
    expect(onFirstUse).not.toHaveBeenCalled();
    void apis.message.success('one');
    void apis.modal.confirm({ title: 'two' });
    expect(onFirstUse).toHaveBeenCalledTimes(1);
  });

  it('runs queued calls in order once attached, then calls straight through', () => {
    const { apis, attach } = createDeferredApis(() => undefined);
    const { real, spies } = fakeApis();
    void apis.message.success('first');
    apis.message.destroy();
    expect(spies.message.success).not.toHaveBeenCalled();
    attach(real);
    expect(spies.message.success).toHaveBeenCalledWith('first');
    expect(spies.message.destroy).toHaveBeenCalledTimes(1);
    expect(spies.message.success.mock.invocationCallOrder[0]).toBeLessThan(spies.message.destroy.mock.invocationCallOrder[0]);
    void apis.message.success('later');
    expect(spies.message.success).toHaveBeenLastCalledWith('later');
  });

  it('hands back a handle that closes, updates and resolves like the real one', async () => {
    const { apis, attach } = createDeferredApis(() => undefined);
    const { real, closeMessage, modalHandle } = fakeApis();
    const toast = apis.message.success('x');
    const dialog = apis.modal.confirm({ title: 'y' });
    toast();
    dialog.update({ title: 'z' });
    dialog.destroy();
    attach(real);
    await expect(Promise.resolve(toast)).resolves.toBe(true);
    await expect(Promise.resolve(dialog)).resolves.toBe(false);
    expect(closeMessage).toHaveBeenCalled();
    expect(modalHandle.update).toHaveBeenCalledWith({ title: 'z' });
    expect(modalHandle.destroy).toHaveBeenCalled();
  });

  it('keeps the same objects before and after attaching (effects that depend on them do not rerun)', () => {
    const { apis, attach } = createDeferredApis(() => undefined);
    const before = apis.message;
    attach(fakeApis().real);
    expect(apis.message).toBe(before);
  });
});
