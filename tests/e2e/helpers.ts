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
