import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { NAC001_PROTEIN_SEQUENCE } from '../../mocks/fixtures/protein';
import { expect, openLocus, test, waitUntilSettled, watchConsole } from './helpers';

const PROTEIN_URL = '/protein?key=1009117474';
const PROTEIN_SECTIONS = ['Sequence', 'Summary', 'Properties', 'Domains', 'External Links'];

// 'Copy Sequence' writes to the clipboard; the test reads it back.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function openProtein(page: Page, url = PROTEIN_URL, name = 'AT1G01010.1') {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Protein: ${name}`);
}

const sequenceBox = (page: Page) => page.getByRole('region', { name: 'Protein Sequence' });

test("the locus page's Protein Data link opens the protein page", async ({ page }) => {
  const errors = watchConsole(page);
  await openLocus(page);
  await page.locator('#protein-data').getByRole('link', { name: 'AT1G01010.1' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Protein: AT1G01010.1');
  const url = new URL(page.url());
  expect(`${url.pathname}${url.search}`).toBe(PROTEIN_URL);
  await expect(page).toHaveTitle('Protein: AT1G01010.1');
  await expect(page.getByRole('navigation', { name: 'Sections of this page' }).getByRole('link')).toHaveText(PROTEIN_SECTIONS);
  expect(errors).toEqual([]);
});

test('the protein page opened from the locus page starts at the top', async ({ page }) => {
  await openLocus(page);
  await page.locator('#protein-data').getByRole('link', { name: 'AT1G01010.1' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Protein: AT1G01010.1');
  await waitUntilSettled(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(new URL(page.url()).hash).toBe('');
});

test('the protein page loads with no console errors', async ({ page }) => {
  const errors = watchConsole(page);
  await openProtein(page);
  await expect(sequenceBox(page)).toBeVisible();
  await waitUntilSettled(page);
  expect(errors).toEqual([]);
});

test("'Copy Sequence' copies the residues only and confirms for 3 seconds", async ({ page }) => {
  // The page's clock is driven by the test, so the 3-second feedback is checked without waiting on wall time.
  await page.clock.install();
  await openProtein(page);
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole('button', { name: 'Copy Sequence' }).click();
  const feedback = page.getByText('Sequence copied to clipboard!');
  await expect(feedback).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(NAC001_PROTEIN_SEQUENCE);
  expect(copied).not.toMatch(/[\d\s]/);
  await page.clock.runFor(2900);
  await expect(feedback).toBeVisible();
  await page.clock.runFor(200);
  await expect(feedback).toBeHidden();
});

test("'Send to BLAST' opens the BLAST page with the protein sequence", async ({ page }) => {
  await openProtein(page);
  await page.getByRole('link', { name: 'Send to BLAST' }).click();
  await expect(page).toHaveURL(/\/tools\/blast\?/);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/tools/blast');
  expect(url.searchParams.get('sequence_type')).toBe('protein');
  expect(url.searchParams.get('sequence')).toBe(NAC001_PROTEIN_SEQUENCE);
});

test('the sequence shows lines of 50 residues with zero-padded start numbers', async ({ page }) => {
  await openProtein(page);
  const lines = sequenceBox(page).locator('[data-sequence-line]');
  // 429 residues: 8 full lines and one of 29.
  await expect(lines).toHaveCount(9);
  const texts = await lines.allTextContents();
  expect(texts.map((text) => text.split(' ')[0])).toEqual(['001', '051', '101', '151', '201', '251', '301', '351', '401']);
  expect(texts[0]).toBe('001 MEDQVGFGFR PNDEELVGHY LRNKIEGNTS RDVEVAISEV NICSYDPWNL');
});

// The AT1G01010.1 protein page is axed at two widths by record-types.spec.ts; the empty one is not visited there.
test('the empty protein page has no axe violations', async ({ page }) => {
  await openProtein(page, '/protein?key=9999992', 'AT5G99990.1');
  await waitUntilSettled(page);
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});
