import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, shoot } from './support/browser';
import { fieldInput, signIn } from './support/actions';
import { apiPost, apiSignIn } from './support/packs';
import { setProp } from './support/designer';

let server: RunningServer;
let browser: Browser;
let token: string;

/** A function with one field, saved as a draft through the design API (as the wizard would). */
const OVERTIME = {
  code: 'fdOvertime', name: 'Overtime request', businessType: 'hr', formType: 'standard', displayStyle: 'list', permissionRequired: true,
  menu: { displayName: 'Overtime', directory: 'M30000000000000' },
  fields: [{ name: 'Subject', type: 'text', identifier: 'subject', searchable: true }],
  form: { type: 'object', properties: { subject: { type: 'string', title: 'Subject', 'x-decorator': 'FormItem', 'x-component': 'Input' } } },
  list: { columns: [{ field: 'subject', showInList: true }] },
  search: [{ field: 'subject', rule: 'fuzzy' }],
};

/** A function begun in Chinese: one text field; its option field and translations are made in the browser. */
const ERRAND = {
  code: 'fdErrand', name: '外出登记', businessType: 'office', formType: 'standard', displayStyle: 'list', permissionRequired: false,
  menu: { displayName: '外出', directory: 'M30000000000000' },
  fields: [{ name: '事由', type: 'text', identifier: 'reason' }],
  form: { type: 'object', properties: { reason: { type: 'string', title: '事由', required: true, 'x-decorator': 'FormItem', 'x-component': 'Input' } } },
  list: { columns: [{ field: 'reason', showInList: true }] },
  search: [],
};

/** Types a translation into the Translations tab's box of `text` in `lang` and commits it. */
async function translate(page: Page, text: string, lang: string, value: string): Promise<void> {
  const box = page.getByTestId(`texts-row-${text}`).getByTestId(`texts-input-${lang}`);
  await box.fill(value);
  await box.press('Enter');
}

beforeAll(async () => {
  server = await startServer();
  token = await apiSignIn(server.url, 'admin');
  await apiPost(server.url, token, '/api/fn/design/save', { function: OVERTIME });
  await apiPost(server.url, token, '/api/fn/design/save', { function: ERRAND });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Test ids of the form's top-level cards, in canvas order. */
const rootOrder = (page: Page) => page.getByTestId('canvas-list-form').evaluate((list) =>
  Array.from(list.children).map((c) => c.getAttribute('data-testid')).filter(Boolean));

/** Drags with real mouse moves (dnd-kit's pointer sensor): from the card's head to just above the target card. */
async function dragAbove(page: Page, card: Locator, target: Locator, during?: () => Promise<void>): Promise<void> {
  // Start with the top of the form in view (adding fields scrolled the canvas down).
  await page.getByTestId('form-canvas').evaluate((el) => { el.scrollTop = 0; });
  const handle = card.locator('.fd-card__title');
  const from = (await ((await handle.count()) ? handle : card).boundingBox())!;
  await page.mouse.move(from.x + 10, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + from.height / 2 + 10, { steps: 3 });
  // Measured once the drag has started: the canvas may have scrolled meanwhile.
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + 40, to.y + 12, { steps: 12 });
  await during?.();
  await page.mouse.up();
}

describe('an administrator designs a form', () => {
  it('adds fields from the palette, sets their properties, reorders, undoes and previews', async () => {
    const page = await newPage(browser, server.url, 'en-US');
    await signIn(page, 'admin', 'Demo1234');
    await page.goto('/process-config/function-development/fdOvertime?tab=form');
    await page.getByTestId('form-designer').waitFor();
    await page.getByTestId('canvas-field-subject').waitFor();

    // A number: title, identifier, required, a maximum and decimals.
    await page.getByTestId('palette-number').click();
    await page.getByTestId('canvas-field-field_1').waitFor();
    await setProp(page, 'prop-title', 'Hours');
    await setProp(page, 'prop-identifier', 'hours');
    await page.getByTestId('canvas-field-hours').waitFor();
    await page.getByTestId('prop-required').click();
    await setProp(page, 'prop-rule-maximum', '24');
    await setProp(page, 'prop-decimals', '1');
    await expect.poll(() => page.getByTestId('canvas-field-hours').innerText()).toContain('*');

    // Names and identifiers are unique: the panel says why and keeps the field as it was.
    await page.getByTestId('prop-title').fill('Subject');
    await page.getByTestId('prop-title-error').waitFor();
    await page.getByTestId('prop-identifier').fill('9hours');
    await page.getByTestId('prop-identifier-error').waitFor();
    await page.getByTestId('prop-identifier').fill('hours');
    await page.getByTestId('prop-title').fill('Hours');
    await page.getByTestId('prop-title').press('Enter');

    // A date and a drop-down whose options come from the tenant's "vehicle" dictionary.
    await page.getByTestId('palette-date').click();
    await setProp(page, 'prop-title', 'Work date');
    await setProp(page, 'prop-identifier', 'workDate');
    await page.getByTestId('palette-select').click();
    await setProp(page, 'prop-title', 'Transport');
    await page.getByTestId('prop-lookup-kind-dict').click();
    await page.getByTestId('prop-lookup-code').locator('input').fill('vehicle');
    await page.getByTestId('prop-lookup-code').locator('input').blur();
    await expect.poll(() => page.getByTestId('prop-lookup-status').innerText()).toMatch(/Found: \d+ options/);

    // A grid holding a text field, and a sub-table with a money column (clicks add into the selected container).
    await page.getByTestId('palette-grid').click();
    await page.getByTestId('palette-text').click();
    await setProp(page, 'prop-title', 'Reason');
    await expect.poll(() => page.getByTestId('canvas-grid-grid_1').getByTestId(/canvas-field-/).count()).toBe(1);
    await page.getByTestId('canvas-field-subject').click();
    await page.getByTestId('palette-subTable').click();
    await setProp(page, 'prop-title', 'Breaks');
    await page.getByTestId('palette-money').click();
    await setProp(page, 'prop-title', 'Meal allowance');
    await expect.poll(() => page.getByTestId('canvas-list-field_3').getByTestId(/canvas-field-/).count()).toBe(1);
    await page.mouse.move(700, 880);
    await shoot(page, 'designer-form-subtable');

    const before = await rootOrder(page);
    expect(before.slice(0, 3)).toEqual(['canvas-field-subject', 'canvas-field-hours', 'canvas-field-workDate']);
    await page.getByTestId('canvas-field-hours').click();
    await page.waitForTimeout(400);
    await shoot(page, 'designer-form-builder');

    // Drag "Work date" above "Subject"; undo puts it back, redo moves it again.
    await dragAbove(page, page.getByTestId('canvas-field-workDate'), page.getByTestId('canvas-field-subject'), () => shoot(page, 'designer-form-dragging'));
    await expect.poll(() => rootOrder(page).then((o) => o.slice(0, 3))).toEqual(['canvas-field-workDate', 'canvas-field-subject', 'canvas-field-hours']);
    await page.getByTestId('designer-undo').click();
    await expect.poll(() => rootOrder(page)).toEqual(before);
    await page.getByTestId('designer-redo').click();
    await expect.poll(() => rootOrder(page).then((o) => o[0])).toBe('canvas-field-workDate');

    // A palette entry dragged onto the canvas lands where it was dropped.
    await dragAbove(page, page.getByTestId('palette-percent'), page.getByTestId('canvas-field-hours'));
    await expect.poll(() => rootOrder(page).then((o) => o.slice(0, 4))).toEqual(['canvas-field-workDate', 'canvas-field-subject', 'canvas-field-field_4', 'canvas-field-hours']);

    // Delete, then undo the deletion.
    await page.getByTestId('canvas-field-subject').hover();
    await page.getByTestId('field-delete-subject').click();
    await expect.poll(() => page.getByTestId('canvas-field-subject').count()).toBe(0);
    await page.getByTestId('designer-undo').click();
    await page.getByTestId('canvas-field-subject').waitFor();

    // The preview renders the schema being edited with the engine.
    await page.getByTestId('form-preview-toggle').click();
    const preview = page.getByTestId('form-preview');
    await preview.getByTestId('field-hours').waitFor();
    await preview.getByTestId('field-workDate').waitFor();
    expect(await preview.innerText()).toContain('Meal allowance');
    await shoot(page, 'designer-form-preview');
    await page.getByTestId('form-preview-toggle').click();

    // The server accepts the draft the designer made.
    await page.getByTestId('designer-save').click();
    await page.getByTestId('designer-dirty').waitFor({ state: 'detached' });
    const saved = await apiPost<{ draft: any }>(server.url, token, '/api/fn/design/get', { code: 'fdOvertime' });
    expect(saved.draft.fields.map((f: any) => f.identifier)).toEqual(['subject', 'field_4', 'hours', 'workDate', 'field_1', 'field_2', 'field_3']);
    expect(saved.draft.form.properties.hours).toMatchObject({ type: 'number', title: 'Hours', required: true, 'x-component': 'NumericInput', 'x-component-props': { decimals: 1 }, 'x-validator': [{ maximum: 24 }] });
    expect(saved.draft.form.properties.field_1['x-lookup']).toEqual({ dict: 'vehicle' });
  });
});

describe('a pack function in the form designer', () => {
  it('shows the reimbursement form with its grid and sub-table columns, in Russian', async () => {
    const page = await newPage(browser, server.url, 'ru-RU');
    await signIn(page, 'admin', 'Demo1234');
    await page.goto('/process-config/function-development/reimbursement?tab=form');
    await page.getByTestId('canvas-grid-grid').waitFor();
    for (const id of ['project', 'tripStart', 'vehicle', 'reason', 'lines', 'type', 'amount', 'total']) await page.getByTestId(`canvas-field-${id}`).waitFor();
    await page.getByTestId('canvas-field-days').click();
    await page.getByTestId('prop-section-linkage').click();
    // Opening and looking changes nothing.
    expect(await page.getByTestId('designer-dirty').count()).toBe(0);
    // An expression the safe evaluator refuses is shown, not applied.
    await page.getByTestId('prop-reaction-visible').fill('{{ $deps[0] > }}');
    await page.getByTestId('prop-reaction-visible-error').waitFor();
    await page.getByTestId('prop-reaction-visible').press('Enter');
    await page.getByTestId('prop-compute').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await shoot(page, 'designer-form-pack-ru');
    expect(await page.getByTestId('designer-dirty').count()).toBe(0);
  });
});

describe('a function built in Chinese is read in English', () => {
  it('an admin adds an option list in place and English texts; a user in en-US sees the English form, options and list', async () => {
    const page = await newPage(browser, server.url, 'zh-CN');
    await signIn(page, 'admin', 'Demo1234');
    await page.goto('/process-config/function-development/fdErrand?tab=form');
    await page.getByTestId('canvas-field-reason').waitFor();

    // A drop-down whose options are defined right in its property panel.
    await page.getByTestId('palette-select').click();
    await setProp(page, 'prop-title', '出行方式');
    await setProp(page, 'prop-identifier', 'mode');
    await page.getByTestId('canvas-field-mode').waitFor();
    await page.getByTestId('prop-lookup-kind-list').click();
    await page.getByTestId('prop-option-add').click();
    await page.getByTestId('prop-option-add').click();
    await page.getByTestId('prop-option-add').click();
    await setProp(page, 'prop-option-value-0', 'walk');
    await setProp(page, 'prop-option-label-0', '步行');
    await setProp(page, 'prop-option-value-1', 'drive');
    await setProp(page, 'prop-option-label-1', '驾车');
    await page.getByTestId('prop-option-remove-2').click();
    await page.getByTestId('prop-option-down-0').click();
    await expect.poll(() => page.getByTestId('prop-option-label-0').inputValue()).toBe('驾车');
    await page.getByTestId('prop-option-up-1').click();
    await expect.poll(() => page.getByTestId('prop-option-label-0').inputValue()).toBe('步行');
    await shoot(page, 'designer-options-in-place');

    await page.getByTestId('designer-tab-list').click();
    await page.getByTestId('list-col-show-mode').click();

    // The Translations tab lists every text of the function; all lack English and Russian so far.
    await page.getByTestId('designer-tab-texts').click();
    await page.getByTestId('texts-panel').waitFor();
    for (const text of ['外出登记', '外出', '事由', '出行方式', '步行', '驾车']) await page.getByTestId(`texts-row-${text}`).waitFor();
    await expect.poll(() => page.getByTestId('texts-missing-count').innerText()).toContain('6');
    const english: [string, string][] = [['外出登记', 'Errands'], ['外出', 'Errands out'], ['事由', 'Reason'], ['出行方式', 'Transport'], ['步行', 'On foot'], ['驾车', 'By car']];
    for (const [text, value] of english) await translate(page, text, 'en-US', value);
    await translate(page, '出行方式', 'ru-RU', 'Транспорт');
    await expect.poll(() => page.getByTestId('texts-row-出行方式').getByTestId('texts-missing-ru-RU').count()).toBe(0);
    expect(await page.getByTestId('texts-row-步行').getByTestId('texts-missing-ru-RU').count()).toBe(1);
    // A translation is an edit like any other: undo and redo.
    await page.getByTestId('designer-undo').click();
    await expect.poll(() => page.getByTestId('texts-row-出行方式').getByTestId('texts-input-ru-RU').inputValue()).toBe('');
    await page.getByTestId('designer-redo').click();
    await expect.poll(() => page.getByTestId('texts-row-出行方式').getByTestId('texts-input-ru-RU').inputValue()).toBe('Транспорт');
    await page.getByTestId('texts-filter-missing').click();
    await expect.poll(() => page.getByTestId('texts-row-出行方式').count()).toBe(0);
    await page.getByTestId('texts-filter-all').click();
    await shoot(page, 'designer-translations');

    await page.getByTestId('designer-publish').click();
    await page.getByTestId('publish-confirm').click();
    await expect.poll(async () => (await apiPost<{ state: string }>(server.url, token, '/api/fn/design/get', { code: 'fdErrand' })).state, { timeout: 15_000 }).toBe('published');
    const published = await apiPost<{ published: any }>(server.url, token, '/api/fn/design/get', { code: 'fdErrand' });
    expect(published.published.form.properties.mode.enum).toEqual([{ value: 'walk', label: '步行' }, { value: 'drive', label: '驾车' }]);

    // alice reads in English: the menu, the form's labels and options, and the list.
    const user = await newPage(browser, server.url, 'en-US');
    await signIn(user, 'alice', 'Demo1234');
    await user.goto('/fn/fdErrand');
    await user.getByTestId('list-table').waitFor();
    await expect.poll(() => user.locator('body').innerText()).toContain('Errands');
    await user.getByTestId('list-new').first().click();
    await user.getByTestId('field-mode').waitFor();
    expect(await user.getByTestId('field-reason').innerText()).toContain('Reason');
    expect(await user.getByTestId('field-mode').innerText()).toContain('Transport');
    await fieldInput(user, 'reason').fill('Bank');
    await user.getByTestId('field-mode').locator('.ant-select-selector').click();
    await expect.poll(() => user.locator('.ant-select-item-option:visible').allInnerTexts()).toEqual(['On foot', 'By car']);
    await shoot(user, 'errand-form-en');
    await user.locator('.ant-select-item-option:visible', { hasText: 'By car' }).click();
    await user.getByTestId('form-submit').click();
    await user.waitForURL('**/fn/fdErrand', { timeout: 15_000 });
    const table = user.getByTestId('list-table');
    await expect.poll(() => table.innerText()).toContain('By car');
    expect(await table.innerText()).toContain('Transport');
    expect(await user.locator('body').innerText()).not.toContain('驾车');
    await shoot(user, 'errand-list-en');
  });
});
