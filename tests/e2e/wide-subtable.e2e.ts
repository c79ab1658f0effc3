import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, shoot } from './support/browser';
import { fieldInput, openCell, signIn } from './support/actions';
import { apiPost, apiSignIn, installTestPack } from './support/packs';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  await installTestPack(server.url, 'wide-table');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const cell = (page: Page, row: number, column: number) => page.getByTestId(`field-lines.${row}.c${column}`);
const activePage = (page: Page) => page.getByTestId('field-lines').locator('.ant-pagination-item-active').textContent();

/** The admin's page on a new measurement sheet. */
async function newSheet(): Promise<Page> {
  const page = await newPage(browser, server.url, 'en-US');
  await signIn(page, 'admin', 'Demo1234');
  await page.goto('/fn/wtSheet/new');
  return page;
}

/** A new sheet with this title and one empty line, its first columns mounted. */
async function sheetWithOneLine(title: string): Promise<{ page: Page; table: Locator }> {
  const page = await newSheet();
  await fieldInput(page, 'title').fill(title);
  const table = page.getByTestId('field-lines');
  await table.locator('.ant-formily-array-base-addition').click();
  await cell(page, 0, 11).waitFor();
  return { page, table };
}

/** The first line of the saved sheet with this title, as the API gives it. */
async function savedFirstLine(title: string): Promise<Record<string, unknown> | undefined> {
  const token = await apiSignIn(server.url, 'admin');
  const list = await apiPost<{ records: { id: number }[] }>(server.url, token, '/api/fn/wtSheet/page', { current: 1, size: 10 });
  const details = await Promise.all(list.records.map((r) => apiPost<{ record: { data: { title: string; lines: Record<string, unknown>[] } } }>(server.url, token, '/api/fn/wtSheet/detail', { id: r.id })));
  return details.find((d) => d.record.data.title === title)?.record.data.lines[0];
}

/** The element is drawn inside the table's scroll box (not cut off by it). */
async function expectInsideTable(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  const table = await page.getByTestId('field-lines').locator('.ant-table-content').boundingBox();
  expect(box && table).toBeTruthy();
  expect(box!.y + box!.height).toBeLessThanOrEqual(table!.y + table!.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(table!.x + table!.width + 1);
}

/**
 * Issue 20 (big forms): a sub-table wider than the screen (30 columns of 140 px) mounts the cells
 * of the columns a wide screen shows, and the next ones as they near it; the rest stay empty until
 * then, yet keep their values, are validated, and a refused submit brings the bad cell's column in.
 */
describe('a sub-table wider than the screen', () => {
  it('mounts its columns as they come near, validates the far ones, and saves every cell', async () => {
    const page = await newSheet();
    await fieldInput(page, 'title').fill('Bridge 7 readings');
    await page.getByTestId('field-lines').locator('.ant-formily-array-base-addition').click();
    await (await openCell(page, 'lines.0.c0')).fill('fir');
    await page.keyboard.press('Tab');
    await (await openCell(page, 'lines.0.c0')).fill('first');
    await page.keyboard.press('Tab');
    // The added row's computed cell follows every edit of the cell it reads, not only the first.
    await expect(cell(page, 0, 4).textContent()).resolves.toBe('Ref first');
    // 1,600 px of columns at once: the twelfth is there, the last is held back (its header shows).
    await cell(page, 0, 11).waitFor();
    await expect(cell(page, 0, 29).count()).resolves.toBe(0);
    await expect(page.getByRole('columnheader', { name: 'Point 30' }).count()).resolves.toBe(1);
    await shoot(page, 'wide-subtable-first-columns');

    // Scrolling right brings the next columns in.
    await page.getByRole('columnheader', { name: 'Point 20' }).scrollIntoViewIfNeeded();
    await (await openCell(page, 'lines.0.c19')).fill('middle');

    // The last column's cell is required: the refused submit mounts its column and shows why.
    await page.getByTestId('form-submit').click();
    await cell(page, 0, 29).locator('.ant-formily-item-error-help').waitFor();
    await expectInsideTable(page, cell(page, 0, 29).locator('.ant-formily-item-error-help'));
    await shoot(page, 'wide-subtable-far-error');
    // A read-only cell shows its text in the control's box and mounts no control, pressed or not.
    const readOnly = cell(page, 0, 28).locator('[data-cell-display]');
    await expect(readOnly.getAttribute('aria-readonly')).resolves.toBe('true');
    await readOnly.click();
    await expect(readOnly.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(cell(page, 0, 28).locator('input').count()).resolves.toBe(0);
    await expect(readOnly.textContent()).resolves.toBe('Ref first');
    await (await openCell(page, 'lines.0.c29')).fill('last');
    await page.getByTestId('form-submit').click();
    await page.getByTestId('list-table').getByText('Bridge 7 readings').waitFor();

    // The held-back column's reaction followed too.
    expect(await savedFirstLine('Bridge 7 readings')).toMatchObject({ c0: 'first', c4: 'Ref first', c19: 'middle', c28: 'Ref first', c29: 'last' });
    await page.context().close();
  });

  it('turns to the page of the first error and keeps its add button and pager in view when scrolled', async () => {
    const page = await newSheet();
    await fieldInput(page, 'title').fill('Bridge 8 readings');
    const add = page.getByTestId('field-lines').locator('.ant-formily-array-base-addition');
    for (let i = 0; i < 8; i++) await add.click();
    // 30 columns and the index and action columns: 240 cells a page make 7 rows, the eighth is on page 2.
    const rows = page.getByTestId('field-lines').locator('tbody tr[data-row-key]');
    await expect(rows.count()).resolves.toBe(7);
    await page.getByRole('columnheader', { name: 'Point 30' }).scrollIntoViewIfNeeded();
    for (let row = 0; row < 7; row++) await (await openCell(page, `lines.${row}.c29`)).fill(`end ${row}`);
    // Scrolled to the far right, the add button and the pager are still on screen.
    await expect(add.isVisible()).resolves.toBe(true);
    const addBox = await add.boundingBox();
    expect(addBox!.x).toBeGreaterThanOrEqual(0);
    expect(addBox!.x + addBox!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectInsideTable(page, cell(page, 0, 29));

    await page.getByTestId('form-submit').click();
    const help = cell(page, 7, 29).locator('.ant-formily-item-error-help');
    await help.waitFor();
    await expect(activePage(page)).resolves.toBe('2');
    await expectInsideTable(page, help);
    await expect(fieldInput(page, 'lines.7.c29').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await shoot(page, 'wide-subtable-error-on-page-two');
    await (await openCell(page, 'lines.7.c29')).fill('end 7');
    await page.getByTestId('form-submit').click();
    await page.getByTestId('list-table').getByText('Bridge 8 readings').waitFor();
    await page.context().close();
  });
  it('shows its cells as text until one is clicked or reached by Tab, and edits one cell at a time', async () => {
    const { page, table } = await sheetWithOneLine('Bridge 9 readings');
    // Every mounted cell shows text; none is a text box until chosen (typing then pays for one control).
    await expect(table.locator('tbody input').count()).resolves.toBe(0);
    // Twelve columns mounted, one of them computed (read-only text, no box).
    await expect(table.locator('tbody [data-cell-display]').count()).resolves.toBeGreaterThanOrEqual(11);

    await cell(page, 0, 0).locator('[data-cell-display]').click();
    await page.keyboard.type('north');
    await page.keyboard.press('Tab');
    await page.keyboard.type('east');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1234.5');
    await page.keyboard.press('Tab');
    // The cells left show what was typed (the money cell formatted); the one reached by Tab is the only control.
    await expect(table.locator('tbody input').count()).resolves.toBe(1);
    await expect(cell(page, 0, 3).locator('input').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(cell(page, 0, 0).locator('[data-cell-display]').textContent()).resolves.toBe('north');
    await expect(cell(page, 0, 1).locator('[data-cell-display]').textContent()).resolves.toBe('east');
    await expect(cell(page, 0, 2).locator('[data-cell-display]').textContent()).resolves.toBe('1,234.50');
    await shoot(page, 'wide-subtable-cells-as-text');

    // Back with Shift+Tab: the caret is after the cell's text.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.type(' pole');
    await expect(fieldInput(page, 'lines.0.c0').inputValue()).resolves.toBe('north pole');

    // A cell is announced by its column's header, and a press inside its text puts the caret there.
    const east = page.getByRole('textbox', { name: 'Point 2', exact: true });
    await expect(east.getAttribute('data-cell-display')).resolves.toBe('');
    const between = await east.evaluate((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let text = walker.nextNode();
      while (text && text.textContent !== 'east') text = walker.nextNode();
      const range = document.createRange();
      range.setStart(text!, 0);
      range.setEnd(text!, 2);
      const ea = range.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return { x: ea.right - box.left, y: ea.top + ea.height / 2 - box.top };
    });
    await east.click({ position: between });
    await page.keyboard.type('-');
    await expect(fieldInput(page, 'lines.0.c1').inputValue()).resolves.toBe('ea-st');
    await expect(page.getByRole('textbox', { name: 'Point 2', exact: true }).evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    // Tabbing on past the first mount's columns brings the next ones in without losing the cell being typed in.
    await cell(page, 0, 9).locator('[data-cell-display]').click();
    for (let column = 9; column <= 14; column++) {
      await page.keyboard.type(`p${column}`);
      await page.keyboard.press('Tab');
    }
    for (let column = 9; column <= 14; column++) {
      await expect(cell(page, 0, column).locator('[data-cell-display]').textContent()).resolves.toBe(`p${column}`);
    }
    await expect(cell(page, 0, 15).locator('input').evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    // A refused submit marks the far required cell: its column comes in and its control is focused.
    await page.getByTestId('form-submit').click();
    await cell(page, 0, 29).locator('.ant-formily-item-error-help').waitFor();
    await expect(fieldInput(page, 'lines.0.c29').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.type('far');
    await page.getByTestId('form-submit').click();
    await page.getByTestId('list-table').getByText('Bridge 9 readings').waitFor();

    expect(await savedFirstLine('Bridge 9 readings')).toMatchObject({ c0: 'north pole', c1: 'ea-st', c2: 123450, c9: 'p9', c14: 'p14', c29: 'far' });
    await page.context().close();
  });
  it('shows date and choice cells as text too: a press opens the panel or the list, Tab reaches them, and the choices are saved', async () => {
    const { page, table } = await sheetWithOneLine('Bridge 10 readings');
    // No picker or list is mounted until its cell is chosen.
    await expect(table.locator('tbody .ant-picker, tbody .ant-select').count()).resolves.toBe(0);

    // A press on the date cell opens its panel; the day chosen there is kept.
    await page.getByRole('combobox', { name: 'Point 6', exact: true }).click();
    const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    await panel.waitFor();
    await shoot(page, 'wide-subtable-date-cell');
    await panel.locator('td.ant-picker-cell-in-view').filter({ hasText: /^15$/ }).click();
    // The panel closes with the day chosen, and the cell shows it.
    await expect.poll(() => cell(page, 0, 5).locator('[data-cell-display]').textContent()).toMatch(/^\d{4}-\d{2}-15$/);
    await expect(panel.count()).resolves.toBe(0);
    // The focus stays with the cell after a day picked with the mouse: Tab goes on to the next cell, the choice list.
    await expect.poll(() => cell(page, 0, 5).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => cell(page, 0, 6).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // The panel's month title takes the focus and goes away as the panel turns to months: a press
    // elsewhere still takes the cell back to text.
    await page.getByRole('combobox', { name: 'Point 6', exact: true }).click();
    await panel.waitFor();
    await panel.locator('.ant-picker-month-btn').click();
    await fieldInput(page, 'title').click();
    await expect.poll(() => table.locator('tbody .ant-picker').count()).toBe(0);
    await expect(cell(page, 0, 5).locator('[data-cell-display]').textContent()).resolves.toMatch(/^\d{4}-\d{2}-15$/);

    // A press on the choice cell opens its list at once; the option chosen is kept.
    await page.getByRole('combobox', { name: 'Point 7', exact: true }).click();
    const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await list.waitFor();
    await shoot(page, 'wide-subtable-choice-cell');
    await list.locator('.ant-select-item-option', { hasText: 'Beta' }).click();
    await expect.poll(() => cell(page, 0, 6).locator('.ant-select-selection-item').textContent()).toBe('Beta');

    // Leaving shows both as text again, one control at most mounted.
    await (await openCell(page, 'lines.0.c3')).fill('north');
    await expect(cell(page, 0, 5).locator('[data-cell-display]').textContent()).resolves.toMatch(/^\d{4}-\d{2}-15$/);
    await expect(cell(page, 0, 6).locator('[data-cell-display]').textContent()).resolves.toBe('Beta');
    await expect(table.locator('tbody .ant-picker, tbody .ant-select').count()).resolves.toBe(0);

    // From the keyboard: Tab from Point 4 skips the computed Point 5 to the date cell's text box, then on to the list.
    await page.keyboard.press('Tab');
    await expect(fieldInput(page, 'lines.0.c5').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Tab');
    await expect(cell(page, 0, 6).locator('input').evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    // The far required cell: a refused submit brings it in, focused.
    await page.getByTestId('form-submit').click();
    await cell(page, 0, 29).locator('.ant-formily-item-error-help').waitFor();
    await page.keyboard.type('far');
    await page.getByTestId('form-submit').click();
    await page.getByTestId('list-table').getByText('Bridge 10 readings').waitFor();
    expect(await savedFirstLine('Bridge 10 readings')).toMatchObject({ c3: 'north', c5: expect.stringMatching(/^\d{4}-\d{2}-15$/), c6: 'b', c29: 'far' });
    await page.context().close();
  });

  it('shows people, department and record pickers as text too: a press opens the list or the dialog, and the picks are saved', async () => {
    // A department and a saved sheet for the pickers to offer.
    const token = await apiSignIn(server.url, 'admin');
    await apiPost(server.url, token, '/api/sys/dept/save', { name: 'Bridge crew' });
    await apiPost(server.url, token, '/api/fn/wtSheet/save', { data: { title: 'Bridge 12 reference', lines: [] } });
    const { page, table } = await sheetWithOneLine('Bridge 12 readings');
    await expect(table.locator('tbody .ant-select, tbody [data-testid="related-open"]').count()).resolves.toBe(0);
    // Empty, a person cell says what its control would say.
    await expect(cell(page, 0, 7).locator('[data-cell-display]').textContent()).resolves.toBe('Search people by name');

    // A press on the person cell opens its list of colleagues; the one chosen shows by name.
    const header = page.getByRole('columnheader', { name: 'Point 8' });
    const width = (await header.boundingBox())!.width;
    await page.getByRole('combobox', { name: 'Point 8', exact: true }).click();
    const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    const colleague = list.locator('.ant-select-item-option').first();
    await colleague.waitFor();
    const name = (await colleague.textContent()) ?? '';
    expect(name).not.toBe('');
    // The list's search box and its placeholder do not widen the column.
    expect(Math.abs((await header.boundingBox())!.width - width)).toBeLessThan(1);
    await colleague.click();
    await expect.poll(() => list.count()).toBe(0);
    // A press on the department cell opens its list of the company's departments.
    await page.getByRole('combobox', { name: 'Point 9', exact: true }).click();
    await list.locator('.ant-select-item-option', { hasText: 'Bridge crew' }).click();
    await expect.poll(() => cell(page, 0, 7).locator('[data-cell-display]').textContent()).toBe(name);
    await fieldInput(page, 'title').click();
    await expect.poll(() => cell(page, 0, 8).locator('[data-cell-display]').textContent()).toBe('Bridge crew');
    await expect(table.locator('tbody .ant-select').count()).resolves.toBe(0);

    // A press on the record cell opens the picking dialog; the row chosen shows by its title.
    await page.getByRole('columnheader', { name: 'Point 21' }).scrollIntoViewIfNeeded();
    await expect.poll(() => cell(page, 0, 20).locator('[data-cell-display]').textContent()).toBe('No record chosen');
    await page.getByRole('combobox', { name: 'Point 21', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Bridge 12 reference').click();
    await dialog.waitFor({ state: 'hidden' });
    // Mounted in its 140 px column, the box keeps room for the title: the button is its icon alone, the box has no link icon.
    const recordBox = cell(page, 0, 20).locator('input');
    const column = (await page.getByRole('columnheader', { name: 'Point 21' }).boundingBox())!.width;
    expect((await recordBox.boundingBox())!.width).toBeGreaterThan(column * 0.3);
    await expect(cell(page, 0, 20).getByRole('button', { name: 'Choose' }).textContent()).resolves.toBe('');
    await shoot(page, 'wide-subtable-record-cell-open');
    // The dialog gives the focus back to the cell: Tab goes on through its button to the next cell.
    await expect.poll(() => cell(page, 0, 20).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => fieldInput(page, 'lines.0.c21').evaluate((el) => el === document.activeElement)).toBe(true);
    await (await openCell(page, 'lines.0.c19')).fill('after');
    await expect.poll(() => cell(page, 0, 20).locator('[data-cell-display]').textContent()).toContain('Bridge 12 reference');
    await shoot(page, 'wide-subtable-record-cell');
    await expect(table.locator('tbody .ant-select, tbody [data-testid="related-open"]').count()).resolves.toBe(0);

    await page.getByTestId('form-submit').click();
    await cell(page, 0, 29).locator('.ant-formily-item-error-help').waitFor();
    await page.keyboard.type('far');
    await page.getByTestId('form-submit').click();
    await page.getByTestId('list-table').getByText('Bridge 12 readings').waitFor();
    const line = await savedFirstLine('Bridge 12 readings');
    expect(line).toMatchObject({ c7: expect.any(Number), c8: expect.any(Number), c19: 'after', c20: expect.any(Number), c29: 'far' });
    await page.context().close();
  });

  it('keeps a long value inside its column, and the cell being typed in through a switch to another window', async () => {
    const page = await newSheet();
    const table = page.getByTestId('field-lines');
    await table.locator('.ant-formily-array-base-addition').click();
    const header = page.getByRole('columnheader', { name: 'Point 2', exact: true });
    const width = (await header.boundingBox())!.width;

    await (await openCell(page, 'lines.0.c1')).fill('x'.repeat(90));
    await page.keyboard.press('Tab');
    // The text ends in an ellipsis inside the column's width; the column does not grow.
    const text = cell(page, 0, 1).locator('[data-cell-display]');
    await expect(text.evaluate((el) => el.scrollWidth > el.clientWidth)).resolves.toBe(true);
    expect(Math.abs((await header.boundingBox())!.width - width)).toBeLessThanOrEqual(1);
    await shoot(page, 'wide-subtable-long-text');

    // Another window comes to the front and goes: the cell keeps its control, focus and caret.
    await page.keyboard.press('Tab');
    await page.keyboard.type('42');
    // Headless pages all count as focused unless told otherwise: then the window really loses focus.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
    const other = await page.context().newPage();
    await other.bringToFront();
    await expect(page.evaluate(() => document.hasFocus())).resolves.toBe(false);
    await page.bringToFront();
    await page.waitForFunction(() => document.hasFocus());
    await page.keyboard.type('7');
    await expect(fieldInput(page, 'lines.0.c3').inputValue()).resolves.toBe('427');
    await page.context().close();
  });
});
