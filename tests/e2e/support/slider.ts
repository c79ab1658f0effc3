import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';

/** Where the piece of the newest slider puzzle fits, read from the server's database (as a person reads the picture). */
export function newestPuzzleAnswer(dataDir: string): number {
  const db = new Database(join(dataDir, 'app.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("SELECT payload FROM auth_challenges WHERE kind = 'captcha' ORDER BY created_at DESC LIMIT 1").get() as { payload: string } | undefined;
    if (!row) throw new Error('no slider puzzle has been asked for');
    return (JSON.parse(row.payload) as { x: number }).x;
  } finally {
    db.close();
  }
}

/** Drags the slider handle by `dx` pixels with the mouse, in small steps, as a hand would. */
export async function dragSlider(page: Page, dx: number): Promise<void> {
  await handleAtRest(page);
  const handle = page.getByTestId('slider-handle');
  const box = (await handle.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + dx, y, { steps: 12 });
  await page.mouse.up();
}

/** Waits until the handle stops moving: the dialog opens with a zoom, and a drag measured mid-zoom lands short. */
async function handleAtRest(page: Page): Promise<void> {
  const handle = page.getByTestId('slider-handle');
  let last = '';
  for (let i = 0; i < 40; i++) {
    const box = JSON.stringify(await handle.boundingBox());
    if (box === last) return;
    last = box;
    await page.waitForTimeout(50);
  }
}

/**
 * Solves the slider dialog that is showing: waits for the puzzle and for the dialog to be
 * still, drags the piece onto the hole. A miss brings a new puzzle, tried as a person would
 * (at most three times).
 */
export async function solveSlider(page: Page, dataDir: string): Promise<void> {
  const slider = page.locator('[data-testid="slider-captcha"]');
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.locator('[data-testid="slider-captcha"][data-phase="idle"]').waitFor();
    await dragSlider(page, newestPuzzleAnswer(dataDir));
    const solved = await slider.waitFor({ state: 'detached', timeout: 8_000 }).then(() => true, () => false);
    if (solved) return;
  }
  await slider.waitFor({ state: 'detached' });
}
