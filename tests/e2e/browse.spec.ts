// The browse pages of 002 §2.1 against the reference server's demo dataset: from the Browse menu, sorting, paging,
// the letter filter, links followed to the detail pages, the legacy addresses that lead here, axe at 375 px and at
// desktop width with no sideways scroll.
import type { Page } from '@playwright/test';
import { atPhoneThenDesktop, expect, expectCleanPage, test, waitUntilSettled } from './helpers';

async function fromBrowseMenu(page: Page, entry: string) {
  await page.goto('/');
  // The home page has filled in before the menu opens, as a reader's would: a click on a menu item once went
  // unanswered (its press focused the item, no navigation followed) while the page below was still filling in.
  await waitUntilSettled(page);
  await page.getByRole('button', { name: 'Browse', exact: true }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

const firstCells = (page: Page, column: number) => page.locator(`tbody tr[aria-rowindex] td:nth-child(${column})`);

test('Browse Overview: breadcrumb, and every link of the side list and the panel opens in a new tab', async ({ page }) => {
  await fromBrowseMenu(page, 'Browse Overview');
  await expect(page).toHaveURL(/\/browse\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Overview' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Browse');
  const links = page.locator('main a[target="_blank"]');
  await expect(links).toHaveCount(16);
  const opened = page.context().waitForEvent('page');
  await page.getByRole('navigation', { name: 'Browse' }).getByRole('link', { name: /^Transposon Families/ }).click();
  const tab = await opened;
  await expect(tab.getByRole('heading', { level: 1, name: 'Browse Transposon Families' })).toBeVisible();
});

test('/browse opens the overview', async ({ page }) => {
  await page.goto('/browse');
  await expect(page).toHaveURL(/\/browse\/overview$/);
});

test('Transposon Families: sorted by count, then a family followed to its page', async ({ page }) => {
  await fromBrowseMenu(page, 'Transposon Families');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Transposon Families' })).toBeVisible();
  const count = page.getByRole('columnheader', { name: 'Number of Transposable Elements' });
  await count.getByRole('button').click();
  await expect(count).toHaveAttribute('aria-sort', 'ascending');
  const ascending = (await firstCells(page, 3).allTextContents()).map(Number);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await count.getByRole('button').click();
  const descending = (await firstCells(page, 3).allTextContents()).map(Number);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  const family = page.locator('tbody a').first();
  const name = (await family.textContent())!;
  await family.click();
  await expect(page).toHaveURL(/\/transposonfamily\?key=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
});

test('Gene Class Symbols: letter filter, sort, and a symbol, reference and contact followed', async ({ page }) => {
  await fromBrowseMenu(page, 'Gene Class Symbols');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Gene Class Symbols' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'LHY', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'F', exact: true }).click();
  await expect(page).toHaveURL(/letter=F/);
  // The table has followed the address (the URL changes first).
  await expect(firstCells(page, 1).first()).toHaveText(/^f/i);
  const symbols = await firstCells(page, 1).allTextContents();
  expect(symbols.length).toBeGreaterThan(0);
  for (const symbol of symbols) expect(symbol.charAt(0).toUpperCase()).toBe('F');
  const symbolHeader = page.getByRole('columnheader', { name: 'Symbol', exact: true });
  await symbolHeader.getByRole('button').click();
  await symbolHeader.getByRole('button').click();
  await expect(symbolHeader).toHaveAttribute('aria-sort', 'descending');
  const sorted = await firstCells(page, 1).allTextContents();
  expect(sorted).toEqual([...symbols].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())));
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByRole('link', { name: 'LHY', exact: true }).click();
  await expect(page).toHaveURL(/\/genesymbol\?key=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('LHY');
  await page.goBack();
  const contact = page.locator('tbody a[href^="/community?key="]').first();
  await contact.click();
  await expect(page).toHaveURL(/\/(person|organization)\?key=/);
});

test('Recently Added Literature: the request of 002 §7, the Sort by select and what the demo data shows', async ({ page }) => {
  const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/search/publication'));
  await fromBrowseMenu(page, 'Recent Literature');
  const year = new Date().getFullYear();
  expect((await request).postDataJSON()).toEqual({ searchTerms: [{ year_from: year }, { year_to: year }], rowsLimit: 10000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Recently Added Literature' })).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('journal');
  // The demo dataset's recent studies are of the seeding year: ten were modified within the 14 days up to the newest
  // modification date (the seeding date), two before (data/records/publication/recent.ts).
  await expect(page.getByText(/^Publications added from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  const titles = page.getByRole('table').getByRole('link', { name: /\(demo study\)\.$/ });
  await expect(titles).toHaveCount(10);
  await expect(page.getByText('No data available')).toHaveCount(0);
  // A year prints as a year (2026, never 2,026), and a DOI stays on one line.
  await expect(page.getByRole('table').getByRole('cell', { name: String(year), exact: true }).first()).toBeVisible();
  await expect(page.getByRole('table').getByRole('cell', { name: year.toLocaleString('en-US'), exact: true })).toHaveCount(0);
  const doi = page.getByRole('table').getByRole('link', { name: /^10\./ }).first().locator('span').first();
  expect(await doi.evaluate((element) => element.getClientRects().length)).toBe(1);
});

const legacy = [
  ['/servlets/Processor?type=transposonfamily&update_action=browse', 'Browse Transposon Families'],
  ['/servlets/Processor?type=genesymbol&update_action=view_symbols', 'Browse Gene Class Symbols'],
  ['/servlets/Search?action=search&type=publication&search_action=search&recent=14&pageNum=1&size=500&sort_field=journal', 'Browse Recently Added Literature'],
] as const;

for (const [address, heading] of legacy) {
  test(`the legacy address ${address.slice(0, 40)}… lands on ${heading}`, async ({ page }) => {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

const pages = [
  ['/browse/overview', 'Browse Overview'],
  ['/browse/transposon_families', 'Browse Transposon Families'],
  ['/browse/gene_symbols', 'Browse Gene Class Symbols'],
  ['/browse/recent_literature', 'Browse Recently Added Literature'],
] as const;

for (const [url, heading] of pages) {
  test(`${heading} has no axe violations and no sideways scroll (375 px, then 1280 px)`, async ({ page }) => {
    await atPhoneThenDesktop(page, () => page.goto(url), async () => {
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      await waitUntilSettled(page);
      await expectCleanPage(page);
    });
  });
}

test('while its data is on the way, every browse page, a gene family page and a results page show a placeholder, then rows', async ({ page }) => {
  // The data calls are held until the placeholder has been seen: what a reader on a slow line meets first. Once
  // released, calls go through at once: a page may make a call after the release (the results page's second one).
  let holding = true;
  let held: (() => void)[] = [];
  const release = () => {
    holding = false;
    held.forEach((resume) => resume());
    held = [];
  };
  // The microarray experiments' list is a static file (002 §7), not a browse call.
  await page.route(/\/api\/(search\/|browse\/|static\/microarray-experiments)/, async (route) => {
    if (holding) await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  const placeholder = page.locator('main').locator('.MuiSkeleton-root, [role="progressbar"]').first();
  const dataRow = page.locator('main').locator('tbody tr a[href], ul[aria-label] > li a[href]').first();
  for (const path of [
    '/browse/gene_family',
    '/browse/gene_family/3100008',
    '/browse/gene_symbols',
    '/browse/microarray_experiments',
    '/browse/recent_literature',
    '/browse/transposon_families',
    '/results?mainType=general&category=genes&searchText=LFY',
  ]) {
    await test.step(path, async () => {
      holding = true;
      await page.goto(path);
      await expect(placeholder, path).toBeVisible();
      await expect(dataRow, path).toBeHidden();
      release();
      await expect(dataRow, path).toBeVisible();
    });
  }
});
