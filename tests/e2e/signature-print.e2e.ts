import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, shoot } from './support/browser';
import { fieldInput, signIn } from './support/actions';
import { apiPost, apiSignIn, installTestPack } from './support/packs';
import { settled } from './support/task-center';

/**
 * Issue 12 item 7 on the signoff test pack: alice signs a purchase request on
 * the canvas and sends it; bob (who may not see the bank account nor the unit
 * prices) and finance approve with opinions; the print view is an A4 document
 * in the reader's language.
 */
describe('signature field and print view in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const pages: Page[] = [];
  const account = '6222 0202 7777 1234';

  const as = async (userName: string, lang: string) => {
    const page = await newPage(browser, server.url, lang);
    pages.push(page);
    await signIn(page, userName, 'Demo1234');
    return page;
  };
  const approve = async (userName: string, opinion: string) => {
    const token = await apiSignIn(server.url, userName);
    const tasks = await apiPost<{ records: { taskId: number; functionCode?: string }[] }>(
      server.url, token, '/api/bpm/selectPendingProcessByPage', { current: 1, size: 50, functionCode: 'purchase' });
    expect(tasks.records.length).toBe(1);
    await apiPost(server.url, token, '/api/bpm/approvalPass', { taskId: tasks.records[0].taskId, opinion });
  };
  /** Waits until every image of the sheet has loaded (the signature comes through a single-use link). */
  const imagesLoaded = (page: Page) => page.waitForFunction(() => {
    const imgs = Array.from(document.querySelectorAll('[data-testid="print-sheet"] img')) as HTMLImageElement[];
    return imgs.length > 0 && imgs.every((i) => i.complete && i.naturalWidth > 0);
  }, null, { timeout: 15_000 });

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    await installTestPack(server.url, 'signoff');
  });
  afterAll(async () => {
    for (const p of pages) await p.context().close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('alice cannot send an unsigned request, signs on the canvas and sends it; the print view of the approved record reads as a business document in en-US and zh-CN', async () => {
    const alice = await as('alice', 'en-US');
    await alice.goto('/fn/purchase/new');
    await fieldInput(alice, 'subject').fill('Laptops for the design team');
    await fieldInput(alice, 'supplier').fill('ACME Computers Ltd.');
    await fieldInput(alice, 'amount').fill('13000');
    await fieldInput(alice, 'bankAccount').fill(account);
    await alice.locator('.ant-formily-array-base-addition').click();
    await fieldInput(alice, 'lines.0.item').fill('Laptop 14"');
    await fieldInput(alice, 'lines.0.qty').fill('2');
    await fieldInput(alice, 'lines.0.price').fill('6500');
    await fieldInput(alice, 'purpose').fill('Replacement of two laptops older than five years.');

    // Unsigned: the signature's own message, and nothing is sent.
    await alice.getByTestId('form-submit-approval').click();
    await alice.getByTestId('field-applicantSignature').getByText('The signature canvas must not be empty').waitFor();
    expect(alice.url()).toContain('/fn/purchase/new');

    // Sign with the mouse: a few strokes of a name.
    await shoot(alice, 'signature-unsigned-en-US');
    const box = (await alice.getByTestId('signature-pad').locator('canvas').boundingBox({ timeout: 5000 }))!;
    const stroke = async (points: [number, number][]) => {
      await alice.mouse.move(box.x + points[0][0], box.y + points[0][1]);
      await alice.mouse.down();
      for (const [x, y] of points.slice(1)) await alice.mouse.move(box.x + x, box.y + y, { steps: 4 });
      await alice.mouse.up();
    };
    await stroke([[40, 100], [60, 40], [80, 100], [100, 45], [120, 100]]);
    await stroke([[140, 70], [190, 60], [230, 95], [280, 50], [330, 90], [380, 60]]);
    await alice.getByTestId('signature-state').and(alice.locator('[data-state="signed"]')).waitFor();
    await shoot(alice, 'signature-signed-en-US');
    await alice.getByTestId('form-submit-approval').click();
    await alice.waitForURL('**/fn/purchase', { timeout: 15_000 });

    // The list shows the signature as an image.
    await alice.getByTestId('list-table').locator('img[data-testid="signature-image"]').first().waitFor({ timeout: 15_000 });

    await approve('bob', 'Agreed: the old laptops are out of warranty.');
    await approve('finance', 'Within the quarterly IT budget.');

    // alice opens her approved record and prints it.
    const token = await apiSignIn(server.url, 'alice');
    const page = await apiPost<{ records: { id: number }[] }>(server.url, token, '/api/fn/purchase/page', { current: 1, size: 10 });
    const id = page.records[0].id;
    await alice.goto(`/fn/purchase/${id}/view`);
    await alice.getByTestId('detail-print').click();
    await alice.waitForURL(`**/fn/purchase/${id}/print`);
    const sheet = alice.getByTestId('print-sheet');
    await sheet.getByText('Purchase Request Form').waitFor();
    await alice.getByTestId('print-history').getByText('Within the quarterly IT budget.').waitFor();
    await imagesLoaded(alice);
    await expect(alice.getByTestId('print-state').textContent()).resolves.toBe('Approved');
    await expect(sheet.textContent()).resolves.toContain(account);
    await expect(sheet.textContent()).resolves.toContain('Agreed: the old laptops are out of warranty.');
    await expect(alice.getByTestId('print-signatures').textContent()).resolves.toContain("Applicant's signature");
    await settled(alice);
    await shoot(alice, 'print-view-en-US');
    // On paper only the sheet is printed.
    await alice.emulateMedia({ media: 'print' });
    await expect(alice.getByTestId('print-now').isVisible()).resolves.toBe(false);
    await shoot(alice, 'print-paper-en-US');
    await alice.emulateMedia({ media: 'screen' });

    // bob reads it in Chinese, with his node's permissions: no bank account, no unit prices.
    const bob = await as('bob', 'zh-CN');
    await bob.goto(`/fn/purchase/${id}/print`);
    const bobSheet = bob.getByTestId('print-sheet');
    await bobSheet.getByText('采购申请单').waitFor();
    await bob.getByTestId('print-history').getByText('Within the quarterly IT budget.').waitFor();
    await imagesLoaded(bob);
    const text = (await bobSheet.textContent()) ?? '';
    expect(text).not.toContain(account);
    expect(text).not.toContain('供应商银行账号');
    expect(text).not.toContain('单价');
    expect(text).toContain('审批记录');
    expect(text).toContain('申请人签名');
    await expect(bob.getByTestId('print-state').textContent()).resolves.toBe('已通过');
    await settled(bob);
    await shoot(bob, 'print-view-zh-CN');
  });
});
