import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, shoot } from './support/browser';
import { chooseOption, fieldInput, signIn } from './support/actions';
import { apiPost, apiSignIn } from './support/packs';
import { fieldText } from './support/kitchen-sink';
import { loadFormilyFixtures, toPackFunction, type FormilyFixture, type FormilyStep } from './support/formily';

// Formily-style schemas (tests/fixtures/formily), unmodified: saved as a function draft,
// published, filled in on the form route, refused by the server where Formily would refuse,
// and read back in the record's read-only view. One server, one browser page for all of them.
let server: RunningServer;
let browser: Browser;
let page: Page;
let token: string;
const fixtures = loadFormilyFixtures();
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await startServer();
  token = await apiSignIn(server.url, 'admin');
  // Saved and published first: the menus publishing grants load at sign-in.
  for (const fx of fixtures) {
    await apiPost(server.url, token, '/api/fn/design/save', { function: toPackFunction(fx), create: true });
    await apiPost(server.url, token, '/api/fn/design/publish', { code: fx.code });
  }
  browser = await launchBrowser();
  page = await newPage(browser, server.url, 'en-US');
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await signIn(page, 'admin', 'Demo1234');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const field = (path: string) => page.getByTestId(`field-${path}`);
const hasError = (path: string) => field(path).locator('.ant-formily-item-error-help, .ant-formily-item-feedback-text').first();

async function perform(fx: FormilyFixture, step: FormilyStep): Promise<void> {
  if ('fill' in step) {
    const input = fieldInput(page, String(step.fill));
    await input.fill(String(step.value));
    await input.press('Tab');
  } else if ('choose' in step) {
    await chooseOption(page, String(step.choose), String(step.label));
  } else if ('clickText' in step) {
    await page.getByText(String(step.clickText), { exact: true }).first().click();
  } else if ('click' in step) {
    await page.locator(String(step.click)).first().click();
  } else if ('text' in step) {
    await expect.poll(() => fieldText(page, String(step.text))).toContain(String(step.contains));
  } else if ('visible' in step) {
    await field(String(step.visible)).waitFor({ state: 'visible' });
  } else if ('hidden' in step) {
    await field(String(step.hidden)).waitFor({ state: 'hidden' });
  } else if ('absent' in step) {
    await expect.poll(() => page.locator(String(step.absent)).count()).toBe(0);
  } else if ('errors' in step) {
    for (const path of step.errors as string[]) await hasError(path).waitFor();
  } else if (step.submit === 'errors') {
    await page.getByTestId('form-submit').click();
    for (const path of step.fields as string[]) await hasError(path).waitFor();
    expect(page.url()).toContain(`/fn/${fx.code}/new`);
  } else if (step.submit === 'saved') {
    await page.getByTestId('form-submit').click();
    await page.waitForURL(`**/fn/${fx.code}`);
  } else if ('screenshot' in step) {
    await shoot(page, `formily-${fx.code}-${String(step.screenshot)}`);
  } else {
    throw new Error(`${fx.file}: unknown step ${JSON.stringify(step)}`);
  }
}

describe('Formily schemas work unmodified', () => {
  for (const fx of fixtures) {
    it(`${fx.file}: ${fx.title}`, async () => {
      // The server validates what Formily validates: formats, limits, enums, destructured parts.
      const res = await fetch(`${server.url}/api/fn/${fx.code}/save`, {
        method: 'POST', headers: { 'content-type': 'application/json', accesstoken: token, lang: 'en-US' }, body: JSON.stringify({ data: fx.invalid.data }),
      });
      const refused = (await res.json()) as { code: number; data: { reqFieldErrorList: { fields: string }[] } };
      expect(refused.code).toBe(14);
      const named = refused.data.reqFieldErrorList.map((e) => e.fields.split('.')[0]);
      for (const f of fx.invalid.fields) expect(named, `${fx.file}: ${f}`).toContain(f);

      await page.goto(`/fn/${fx.code}/new`);
      await page.getByTestId(`form-${fx.code}`).waitFor();
      for (const step of fx.steps) {
        await perform(fx, step).catch(async (e: Error) => {
          await shoot(page, `formily-${fx.code}-failed`);
          throw new Error(`${fx.file}: step ${JSON.stringify(step)}: ${e.message}`);
        });
      }

      const list = await apiPost<{ records: { id: number }[] }>(server.url, token, `/api/fn/${fx.code}/page`, { current: 1, size: 10 });
      expect(list.records).toHaveLength(1);
      await shoot(page, `formily-${fx.code}-list`);
      await page.goto(`/fn/${fx.code}/${list.records[0].id}/view`);
      const view = page.getByTestId("detail-record");
      await view.waitFor();
      for (const step of fx.viewSteps ?? []) await perform(fx, step);
      for (const text of fx.view) await expect.poll(() => view.innerText(), { message: `${fx.file} view: ${text}` }).toContain(text);
      await shoot(page, `formily-${fx.code}-view`);
    });
  }

  it('raised no uncaught error on any page', () => {
    expect(pageErrors).toEqual([]);
  });
});
