import { describe, expect, it } from 'vitest';
import { productAndBrowser } from './support/running';
import { shoot } from './support/browser';
import { chooseOption, fieldInput, openMenu, pickDate } from './support/actions';
import { settled, untranslatedKeys } from './support/task-center';
import { approveByApi, approveInTaskCenter, pickRecord } from './support/documents';

/**
 * The sales pack's main story, on the demo data the server seeds: alice draws
 * up a sales contract (an expiry before the effective date is refused on its
 * field), bob (her supervisor) approves it in the task centre and finance after
 * him; she places an order under it (line amounts and the total computed as
 * she types; a total above the contract is refused), then bills the customer
 * (the tax is computed from the inclusive amount; invoices beyond the contract
 * are refused), and the contract's page lists the order and the invoice.
 * Once in English, once in Chinese, on one server. Texts come from the pack's locales.
 */
const TEXTS = {
  'en-US': {
    milestone: 'By milestone', vatSpecial: 'VAT special invoice', addLine: 'Add line', contract: 'Sales contract',
    endBeforeStart: 'The end date cannot be before the start date',
    orderAbove: 'The order total cannot exceed the contract amount',
    billedAbove: 'The invoices of this contract would exceed its amount',
  },
  'zh-CN': {
    milestone: '按里程碑', vatSpecial: '增值税专用发票', addLine: '添加明细', contract: '销售合同',
    endBeforeStart: '结束日期不能早于开始日期',
    orderAbove: '订单总额不能超过关联合同金额',
    billedAbove: '该合同累计开票金额将超过合同金额',
  },
} as const;

const running = productAndBrowser({ demoRecords: true });
const as = (userName: string, lang: string) => running.signedIn(userName, lang);

describe.each(['en-US', 'zh-CN'] as const)('selling, from contract to invoice (%s)', (lang) => {
  it('contract with a refused expiry, approvals, an order within the contract, an invoice within it, both listed on the contract', async () => {
    const t = TEXTS[lang];
    const contractName = lang === 'en-US' ? 'Initrode ERP licences 2027' : '2027年英创ERP授权合同';
    const customer = lang === 'en-US' ? 'Initrode' : '英创科技';
    const alice = await as('alice', lang);
    const bob = await as('bob', lang);

    // alice opens the sales contracts from the menu (the demo's contracts are listed) and drafts one.
    await openMenu(alice, 'M71000000000000', 'S71010000000000');
    await alice.waitForURL('**/sales-management/sales-contract-management');
    await alice.getByTestId('list-table').locator('tbody tr.ant-table-row').first().waitFor();
    await settled(alice);
    await shoot(alice, `sales-contracts-${lang}`);
    await alice.getByTestId('page-header').getByTestId('list-new').click();
    await alice.waitForURL('**/fn/salesContract/new');
    await fieldInput(alice, 'contractName').fill(contractName);
    await fieldInput(alice, 'customerName').fill(customer);
    await fieldInput(alice, 'contractAmount').fill('50000');
    await chooseOption(alice, 'paymentTerms', t.milestone);
    await pickDate(alice, 'effectiveDate', '2099-06-01');
    await pickDate(alice, 'expiryDate', '2099-05-31');
    await fieldInput(alice, 'contactPhone').fill('13912345678');
    await alice.getByTestId('form-submit-approval').click();
    await alice.getByTestId('field-expiryDate').getByText(t.endBeforeStart).waitFor();
    await shoot(alice, `sales-contract-expiry-refused-${lang}`);
    expect(alice.url()).toContain('/fn/salesContract/new');
    await pickDate(alice, 'expiryDate', '2100-05-31');
    await fieldInput(alice, 'contactPhone').click();
    await alice.getByTestId('field-expiryDate').getByText(t.endBeforeStart).waitFor({ state: 'hidden' });
    expect(await untranslatedKeys(alice)).toEqual([]);
    await alice.getByTestId('form-submit-approval').click();
    await alice.waitForURL('**/fn/salesContract');

    await approveInTaskCenter(bob, 'bob', t.contract, contractName);
    await approveByApi(running.server.url, 'salesContract', ['finance']);

    // An order under the approved contract: the customer comes with it, the lines are priced as she types.
    await alice.goto('/fn/orderContract/new');
    await pickRecord(alice, 'salesContract', contractName, contractName);
    await expect(fieldInput(alice, 'customerName').inputValue()).resolves.toBe(customer);
    await pickDate(alice, 'deliveryDate', '2099-12-31');
    await alice.getByRole('button', { name: t.addLine }).click();
    await fieldInput(alice, 'orderLines.0.product').fill('ERP server licence');
    await fieldInput(alice, 'orderLines.0.quantity').fill('3');
    await fieldInput(alice, 'orderLines.0.unitPrice').fill('20000');
    await fieldInput(alice, 'orderLines.0.product').click();
    await alice.getByTestId('field-orderTotal').getByText(/60,000\.00/).waitFor();
    await expect(alice.getByTestId('field-orderLines.0.lineAmount').textContent()).resolves.toMatch(/60,000\.00/);
    await alice.getByTestId('form-submit-approval').click();
    await alice.getByTestId('field-orderTotal').getByText(t.orderAbove).waitFor();
    await shoot(alice, `sales-order-above-contract-${lang}`);
    expect(alice.url()).toContain('/fn/orderContract/new');
    await fieldInput(alice, 'orderLines.0.quantity').fill('2');
    await fieldInput(alice, 'orderLines.0.product').click();
    await alice.getByTestId('field-orderTotal').getByText(/40,000\.00/).waitFor();
    expect(await untranslatedKeys(alice)).toEqual([]);
    await alice.getByTestId('form-submit-approval').click();
    await alice.waitForURL('**/fn/orderContract');

    // Billing: the tax is taken out of the inclusive amount at the default 13 %; more than the contract is refused.
    await alice.goto('/fn/billing/new');
    await pickRecord(alice, 'salesContract', contractName, contractName);
    await chooseOption(alice, 'invoiceKind', t.vatSpecial);
    await fieldInput(alice, 'billingAmount').fill('60000');
    await fieldInput(alice, 'customerName').click();
    // 60 000.00 incl. 13 %: 60 000 x 13 / 113 = 6 902.65
    await alice.getByTestId('field-taxAmount').getByText(/6,902\.65/).waitFor();
    await alice.getByTestId('form-submit-approval').click();
    await alice.getByTestId('field-billingAmount').getByText(t.billedAbove).waitFor();
    await shoot(alice, `sales-billing-above-contract-${lang}`);
    expect(alice.url()).toContain('/fn/billing/new');
    await fieldInput(alice, 'billingAmount').fill('11300');
    await fieldInput(alice, 'customerName').click();
    await alice.getByTestId('field-taxAmount').getByText(/1,300\.00/).waitFor();
    await alice.getByTestId('field-billingAmount').getByText(t.billedAbove).waitFor({ state: 'hidden' });
    await alice.getByTestId('form-submit-approval').click();
    await alice.waitForURL('**/fn/billing');

    // The contract's page lists its order and its invoice.
    await alice.goto('/fn/salesContract');
    const row = alice.getByTestId('list-table').locator('tr', { hasText: contractName });
    await row.waitFor();
    await settled(alice);
    await row.locator('[data-testid^="row-view-"]').click();
    await alice.waitForURL(/\/fn\/salesContract\/\d+\/view/);
    await alice.getByTestId('related-orderContract').getByText(/40,000\.00/).waitFor();
    await alice.getByTestId('related-billing').getByText(/11,300\.00/).waitFor();
    expect(await untranslatedKeys(alice)).toEqual([]);
    await alice.getByTestId('related-billing').scrollIntoViewIfNeeded();
    await shoot(alice, `sales-contract-related-${lang}`);
  }, 240_000);
});
