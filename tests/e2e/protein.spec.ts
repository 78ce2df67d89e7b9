import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openLocus, test, waitUntilSettled, watchConsole } from './helpers';

const PROTEIN_URL = '/protein?key=1009117474';
const PROTEIN_SECTIONS = ['Sequence', 'Summary', 'Properties', 'Domains', 'External Links'];

async function openProtein(page: Page, url = PROTEIN_URL, name = 'AT1G01010.1') {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Protein: ${name}`);
}

const sequenceBox = (page: Page) => page.getByRole('region', { name: 'Protein Sequence' });

test("the locus page's Protein Data link opens the protein page, at its top", async ({ page }) => {
  const errors = watchConsole(page);
  await openLocus(page);
  await page.locator('#protein-data').getByRole('link', { name: 'AT1G01010.1' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Protein: AT1G01010.1');
  const url = new URL(page.url());
  expect(`${url.pathname}${url.search}`).toBe(PROTEIN_URL);
  await expect(page).toHaveTitle('Protein: AT1G01010.1');
  await expect(page.getByRole('navigation', { name: 'Sections of this page' }).getByRole('link')).toHaveText(PROTEIN_SECTIONS);
  await expect(sequenceBox(page)).toBeVisible();
  await waitUntilSettled(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(new URL(page.url()).hash).toBe('');
  expect(errors).toEqual([]);
});

// The AT1G01010.1 protein page is axed at two widths by record-types.spec.ts; the empty one is not visited there.
test('the empty protein page has no axe violations', async ({ page }) => {
  await openProtein(page, '/protein?key=9999992', 'AT5G99990.1');
  await waitUntilSettled(page);
  await expectNoAxeViolations(page, { excludeFrames: true });
});
