import { expect, type Page } from '@playwright/test';

/** Collects console errors and uncaught exceptions of a page, for tests that demand a clean console. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Distance in px from the viewport top to a section's top. */
export const sectionTop = (page: Page, id: string) =>
  page.evaluate((sectionId) => document.getElementById(sectionId)?.getBoundingClientRect().top ?? Number.NaN, id);

export const activeNavLink = (page: Page) => page.getByRole('navigation', { name: 'Sections of this page' }).locator('a[aria-current="location"]');

export async function openLocus(page: Page, query = 'name=AT1G01010', hash = '') {
  await page.goto(`/locus?${query}${hash}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gene: AT1G01010');
}

/**
 * Waits until the page has finished filling in: no loading skeletons left and every image decoded. (Network idle
 * is not a usable signal here: the embedded genome browser frame points at a host this machine cannot reach.)
 */
export async function waitUntilSettled(page: Page) {
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => Array.from(document.querySelectorAll("img")).every((image) => image.complete)))
    .toBe(true);
}
