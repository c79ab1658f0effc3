import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, shoot } from '../e2e/support/browser';
import { productAndBrowser } from '../e2e/support/running';
import { signIn } from '../e2e/support/actions';

const DESIGNER = '/process-config/function-development/reimbursement';

/** Every CSP violation and CSP console error the page reports, recorded from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__reportCsp', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp(t: string): void }).__reportCsp(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  page.on('pageerror', (e) => {
    if (/Content Security Policy|unsafe-eval/i.test(e.message)) seen.push(e.message);
  });
  return seen;
}

describe('every page runs under the strict Content-Security-Policy', () => {
  const running = productAndBrowser();

  it('serves the policy with the page and loads sign-in, workbench, list, form, task centre, designer and BPMN view without a violation', async () => {
    const page = await newPage(running.browser, running.server.url, 'en-US');
    const violations = await watchViolations(page);

    const res = await page.goto('/login');
    const csp = res?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res?.headers()['x-content-type-options']).toBe('nosniff');

    await signIn(page, 'admin', 'Demo1234');
    await page.waitForLoadState('networkidle');
    const visit = async (path: string, ready: string) => {
      await page.goto(path);
      await page.locator(ready).first().waitFor();
      await page.waitForLoadState('networkidle');
    };
    await visit('/fn/reimbursement', '.ant-table');
    await visit('/fn/reimbursement/new', '[data-testid^="field-"]');
    await visit('/task-center/apply', '.ant-tabs');
    await visit(`${DESIGNER}?tab=form`, '[data-testid="designer-tab-bpmn"]');
    await visit(`${DESIGNER}?tab=flow`, '.react-flow');
    await page.getByTestId('designer-tab-bpmn').click();
    await page.locator('[data-testid="bpmn-canvas"][data-state="ready"]').waitFor();
    await shoot(page, 'security-csp-bpmn');

    expect(violations).toEqual([]);
  });
});
