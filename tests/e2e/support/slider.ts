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
  const handle = page.getByTestId('slider-handle');
  const box = (await handle.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + dx, y, { steps: 12 });
  await page.mouse.up();
}

/** Solves the slider dialog that is showing: waits for the puzzle, drags the piece onto the hole. */
export async function solveSlider(page: Page, dataDir: string): Promise<void> {
  await page.locator('[data-testid="slider-captcha"][data-phase="idle"]').waitFor();
  await dragSlider(page, newestPuzzleAnswer(dataDir));
  await page.locator('[data-testid="slider-captcha"]').waitFor({ state: 'detached' });
}
