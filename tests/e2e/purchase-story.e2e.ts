import { describe, expect, it } from 'vitest';
import { productAndBrowser } from './support/running';
import { shoot } from './support/browser';
import { chooseOption, fieldInput, openMenu, pickDate } from './support/actions';
import { settled, untranslatedKeys } from './support/task-center';
import { approveByApi, approveInTaskCenter, pickRecord } from './support/documents';

/**
 * The purchase pack's main story, on the demo data the server seeds: alice
 * files a purchase request with two lines (the total is computed as she
 * types), bob (her supervisor) and procurement approve it; she draws up a
 * contract linking the approved request, bob and finance approve it; a
 * payment slip above the contract amount is refused on its amount with a
 * clear message, a smaller one goes through and the contract shows it partly
 * paid. Once in English, once in Chinese, on one server.
 */
const TEXTS = {
  'en-US': {
    office: 'Office supplies', box: 'box', ream: 'ream', addLine: 'Add a line', instalments: 'In instalments', bank: 'Bank transfer',
    request: 'Purchase request',
    overPaid: 'This payment would take the contract\'s paid total above its amount', partly: 'Partly paid',
  },
  'zh-CN': {
    office: '办公用品', box: '盒', ream: '包', addLine: '添加明细', instalments: '分期付款', bank: '银行转账',
    request: '采购申请',
    overPaid: '付款后合同已付金额将超过合同金额', partly: '部分付款',
  },
} as const;

const running = productAndBrowser({ demoRecords: true });
const as = (userName: string, lang: string) => running.signedIn(userName, lang);

describe.each(['en-US', 'zh-CN'] as const)('purchasing, from request to payment (%s)', (lang) => {
  it('request with lines, approvals, contract, a refused over-payment, a payment', async () => {
    const t = TEXTS[lang];
    const subject = lang === 'en-US' ? 'Toner and paper for the 3rd floor' : '三楼打印耗材采购';
    const contractName = lang === 'en-US' ? 'Printing supplies 2026' : '2026年打印耗材合同';
    const alice = await as('alice', lang);
    const bob = await as('bob', lang);
    const admin = await as('admin', lang);

    // alice opens the purchase requests from the menu (the demo's requests are listed) and files one.
    await openMenu(alice, 'M70000000000000', 'S70010000000000');
    await alice.waitForURL('**/purchase-management/purchase-request-management');
    await alice.getByTestId('list-table').locator('tbody tr.ant-table-row').first().waitFor();
    await settled(alice);
    await shoot(alice, `purchase-requests-${lang}`);
    await alice.getByTestId('page-header').getByTestId('list-new').click();
    await alice.waitForURL('**/fn/purchaseRequest/new');
    await fieldInput(alice, 'title').fill(subject);
    await chooseOption(alice, 'purchaseType', t.office);
    await pickDate(alice, 'expectedDate', '2099-12-31');
    await fieldInput(alice, 'reason').fill(lang === 'en-US' ? 'The printers run out next week' : '打印机耗材下周用完');
    await alice.getByRole('button', { name: t.addLine }).click();
    await fieldInput(alice, 'lines.0.itemName').fill('Toner HP 26A');
    await chooseOption(alice, 'lines.0.unit', t.box);
    await fieldInput(alice, 'lines.0.quantity').fill('3');
    await fieldInput(alice, 'lines.0.estimatedPrice').fill('450');
    await alice.getByRole('button', { name: t.addLine }).click();
    await fieldInput(alice, 'lines.1.itemName').fill('A4 80g');
    await chooseOption(alice, 'lines.1.unit', t.ream);
    await fieldInput(alice, 'lines.1.quantity').fill('10');
    await fieldInput(alice, 'lines.1.estimatedPrice').fill('25.5');
    await fieldInput(alice, 'lines.1.itemName').click();
    // 3 x 450 + 10 x 25.50, computed while she types.
    await alice.getByTestId('field-totalAmount').getByText(/1,605\.00/).waitFor();
    await expect(alice.getByTestId('field-lines.0.amount').textContent()).resolves.toMatch(/1,350\.00/);
    expect(await untranslatedKeys(alice)).toEqual([]);
    await shoot(alice, `purchase-request-form-${lang}`);
    await alice.getByTestId('form-submit-approval').click();
    await alice.waitForURL('**/fn/purchaseRequest');

    await approveInTaskCenter(bob, 'bob', t.request, subject);
    await approveInTaskCenter(admin, 'admin', t.request, subject);

    // The contract links the approved request; bob and finance approve it.
    await alice.goto('/fn/purchaseContract/new');
    await fieldInput(alice, 'contractName').fill(contractName);
    await fieldInput(alice, 'supplier').fill('Deli Stationery');
    await fieldInput(alice, 'contractAmount').fill('1600');
    await chooseOption(alice, 'paymentTerms', t.instalments);
    await pickRecord(alice, 'linkedRequests', subject, subject, true);
    expect(await untranslatedKeys(alice)).toEqual([]);
    await shoot(alice, `purchase-contract-form-${lang}`);
    await alice.getByTestId('form-submit-approval').click();
    await alice.waitForURL('**/fn/purchaseContract');
    await approveByApi(running.server.url, 'purchaseContract', ['bob', 'finance']);

    // A payment above the contract amount is refused on its field; a smaller one goes through.
    await alice.goto('/fn/paymentSlip/new');
    await pickRecord(alice, 'contract', contractName, contractName);
    await expect(fieldInput(alice, 'payee').inputValue()).resolves.toBe('Deli Stationery');
    await fieldInput(alice, 'paymentAmount').fill('1700');
    await chooseOption(alice, 'paymentMethod', t.bank);
    await fieldInput(alice, 'payeeBank').fill('ICBC Beijing');
    await fieldInput(alice, 'payeeAccount').fill('6222 0200 1234 5678');
    await fieldInput(alice, 'purpose').fill(lang === 'en-US' ? 'First instalment' : '第一期付款');
    await alice.getByTestId('form-submit-approval').click();
    await alice.getByTestId('field-paymentAmount').getByText(t.overPaid).waitFor();
    await shoot(alice, `purchase-over-payment-${lang}`);
    expect(alice.url()).toContain('/fn/paymentSlip/new');

    await fieldInput(alice, 'paymentAmount').fill('600');
    await fieldInput(alice, 'purpose').click();
    await alice.getByTestId('field-paymentAmount').getByText(t.overPaid).waitFor({ state: 'hidden' });
    await alice.getByTestId('form-submit-approval').click();
    await alice.waitForURL('**/fn/paymentSlip');
    await approveByApi(running.server.url, 'paymentSlip', ['bob', 'finance']);

    // The contract register: 1 600 contracted, 600 paid, partly paid.
    await alice.goto('/fn/purchaseContract');
    const row = alice.getByTestId('list-table').locator('tr', { hasText: contractName });
    await row.waitFor();
    await settled(alice);
    await expect(row.textContent()).resolves.toContain(t.partly);
    await expect(row.textContent()).resolves.toMatch(/600\.00/);
    await expect(row.textContent()).resolves.toMatch(/1,600\.00/);
    expect(await untranslatedKeys(alice)).toEqual([]);
    await shoot(alice, `purchase-contracts-${lang}`);

    // Goods receipts: with the consumables pack installed a line may name a consumable, whose stock it adds to.
    await alice.goto('/fn/purchaseReceiving/new');
    await alice.getByRole('button', { name: t.addLine }).click();
    await alice.getByTestId('field-lines.0.consumable').getByTestId('related-open').waitFor();
    expect(await untranslatedKeys(alice)).toEqual([]);
    await shoot(alice, `purchase-receiving-form-${lang}`);
  }, 240_000);
});
