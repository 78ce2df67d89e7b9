// Pictures on detail pages: the protein's domain drawing at a desktop's and a phone's width. The genome browser has
// its own spec (genome-browser.spec.ts); the external browser's frame, in its every state, is in its stories
// (src/renderers/genome-browser/ExternalGenomeBrowser.stories.tsx).
import type { Page } from '@playwright/test';
import { expect, test, waitUntilSettled } from './helpers';

const PROTEIN_URL = '/protein?key=1009117474';

const domainFigure = (page: Page) => page.getByRole('group', { name: /^Domain Architecture: N-terminus left/ });

async function openProtein(page: Page) {
  await page.goto(PROTEIN_URL);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Protein: AT1G01010.1');
  await waitUntilSettled(page);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`the protein page draws its domains, readable and within the page at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openProtein(page);
    const figure = domainFigure(page);
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toBeVisible();
    await expect(figure).toHaveAccessibleDescription('2 domains on 429 residues; overlapping domains stacked in 2 rows.');

    // Laid out for its width, not shrunk: the ruler's labels keep 12 px type and the figure stays inside the page.
    const box = await figure.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(viewport.width);
    const rulerText = figure.locator('[data-ruler] text').first();
    expect((await rulerText.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(11);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    // The numbered list names both domains with their InterPro links.
    const list = page.getByRole('list', { name: 'Domains in the drawing' });
    await expect(list.getByRole('listitem')).toHaveText([
      /^1NAC domain superfamily, residues 9–164/,
      /^2NAC domain, residues 14–160/,
    ]);
  });
}

test('each domain box is a link to its InterPro entry that the keyboard reaches, with a visible focus mark', async ({ page }) => {
  await openProtein(page);
  const boxes = domainFigure(page).getByRole('link');
  await expect(boxes).toHaveCount(2);
  await expect(boxes.nth(1)).toHaveAttribute('href', 'https://www.ebi.ac.uk/interpro/entry/InterPro/IPR003441');
  await boxes.nth(0).focus();
  await page.keyboard.press('Tab');
  await expect(boxes.nth(1)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(boxes.nth(0)).toBeFocused();
  const stroke = await boxes.nth(0).locator('rect').evaluate((rect) => getComputedStyle(rect).strokeWidth);
  expect(stroke).toBe('3px');
});
