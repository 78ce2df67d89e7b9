// Search end to end, against the reference server over its seeded demo database: the header search and its
// suggestions, the results page (paging, sorting, selection, downloads, shared links), the gene actions
// (annotations, descriptions, locus history, sequences) and the detail pages' links into results.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { atPhoneThenDesktop, expect, expectCleanPage, SEARCH_PAGE_WIDTHS, test } from './helpers';

const resultsHeading = (page: Page) => page.getByRole('heading', { level: 1 });
const pager = (page: Page) => page.getByText(/^\d[\d,]*–\d[\d,]* of [\d,]+$/);
const headerSearch = (page: Page) => page.getByRole('search', { name: 'Search TAIR' });

/** The general search for the demo loci: 372 generated family loci say 'demo record' (data/README.md). */
const demoRecordSearch = '/results?mainType=general&category=genes&searchText=demo%20record';

async function readDownload(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), lines: readFileSync(path, 'utf8').split(/\r?\n/).filter(Boolean) };
}

test.describe('the header search', () => {
  test('a gene symbol lands on the results page, whose row opens the locus', async ({ page }) => {
    await page.goto('/');
    const search = headerSearch(page);
    await search.getByRole('combobox', { name: 'Search text' }).fill('LFY');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/results\?mainType=general&searchText=LFY&category=genes$/);
    await expect(resultsHeading(page)).toHaveText('Search Results - Genes');
    await expect(page).toHaveTitle(/Search Results - Genes/);
    // 001 §2.1: the box is cleared once the search is under way.
    await expect(search.getByRole('combobox', { name: 'Search text' })).toHaveValue('');
    await page.getByRole('link', { name: 'AT5G61850', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gene: AT5G61850');
  });

  test('suggests symbols as a researcher types, and a suggestion opens its locus', async ({ page }) => {
    await page.goto('/');
    const box = headerSearch(page).getByRole('combobox', { name: 'Search text' });
    await box.pressSequentially('NAC00');
    const option = page.getByRole('option', { name: 'NAC001' });
    await expect(option).toBeVisible();
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await option.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gene: AT1G01010');
  });
});

test.describe('the results page', () => {
  test('pages, sorts and changes its page size over 372 loci', async ({ page }) => {
    await page.goto(demoRecordSearch);
    await expect(resultsHeading(page)).toHaveText('Search Results - Genes');
    await expect(pager(page)).toHaveText('1–25 of 372');
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(pager(page)).toHaveText('26–50 of 372');
    // 001 §2.3: a new page size returns to page 1.
    await page.getByRole('combobox', { name: /per page/i }).selectOption('250');
    await expect(pager(page)).toHaveText('1–250 of 372');

    const firstLocus = () => page.locator('tbody tr').first().getByRole('link').first().textContent();
    const ascending = await firstLocus();
    const locusHeader = page.getByRole('columnheader', { name: 'Locus' });
    await locusHeader.getByRole('button').click();
    await expect(locusHeader).toHaveAttribute('aria-sort', 'ascending');
    await locusHeader.getByRole('button').click();
    await expect(locusHeader).toHaveAttribute('aria-sort', 'descending');
    expect(await firstLocus()).not.toBe(ascending);
    expect(await firstLocus()).toMatch(/^AT5G/);
  });

  test('Back from a record returns to the same sort, page, selection and scroll position', async ({ page }) => {
    await page.goto(demoRecordSearch);
    const locusHeader = page.getByRole('columnheader', { name: 'Locus' });
    await locusHeader.getByRole('button').click();
    await locusHeader.getByRole('button').click();
    await expect(locusHeader).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(pager(page)).toHaveText('26–50 of 372');
    const lastRow = page.locator('tbody tr').last();
    await lastRow.getByRole('checkbox').check();
    await expect(page.getByText('1 of 372 selected')).toBeVisible();
    // Replace-state: the view is in the address, and Back still leads to where the reader came from.
    await expect(page).toHaveURL(/&sort=gene_name&dir=desc&page=2&sel=\d+$/);
    const rowsShown = await page.locator('tbody tr').getByRole('link').first().textContent();
    const locus = lastRow.getByRole('link').first();
    const locusName = await locus.textContent();
    await locus.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);

    await locus.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Gene: ${locusName}`);
    await page.goBack();
    await expect(pager(page)).toHaveText('26–50 of 372');
    await expect(locusHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page.locator('tbody tr').getByRole('link').first()).toHaveText(rowsShown ?? '');
    await expect(page.getByRole('checkbox', { name: new RegExp(locusName ?? '') })).toBeChecked();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('Download All writes the on-screen columns under a line naming the query; Download Checked needs a selection', async ({ page }) => {
    await page.goto('/results?mainType=general&category=genes&searchText=LFY');
    await expect(page.getByRole('link', { name: 'AT5G61850', exact: true })).toBeVisible();
    // The data columns as the screen shows them (not the row number or the checkbox column).
    const headers = (await page.getByRole('columnheader').allInnerTexts()).map((text) => text.trim()).filter((text) => text && !text.startsWith('#'));

    const all = await readDownload(page, () => page.getByRole('button', { name: 'Download All' }).click());
    expect(all.name).toMatch(/^genes.*_\d{4}-\d{2}-\d{2}\.tsv$/);
    expect(all.lines[0]).toContain('LFY');
    expect(all.lines[1]!.split('\t')).toEqual(headers);
    expect(all.lines.some((line) => line.startsWith('AT5G61850\t'))).toBe(true);

    await page.getByRole('button', { name: 'Download Checked' }).click();
    await expect(page.getByRole('alert')).toContainText('Nothing selected');
    await page.getByRole('checkbox', { name: /AT5G61850/ }).check();
    const checked = await readDownload(page, () => page.getByRole('button', { name: 'Download Checked' }).click());
    expect(checked.lines.slice(2)).toHaveLength(1);
    expect(checked.lines[2]).toMatch(/^AT5G61850\t/);
  });

  /** How wide the table is against its box, and its tallest row against three lines of its cells' text. */
  const tableFit = (box: Element) => {
    const cell = getComputedStyle(box.querySelector('tbody td')!);
    // Three lines of text, the cell's padding and its border, and less than a line to spare.
    const threeLines = 3 * parseFloat(cell.lineHeight) + parseFloat(cell.paddingTop) + parseFloat(cell.paddingBottom) + 4;
    const tallest = Math.max(...Array.from(box.querySelectorAll('tbody tr'), (row) => row.getBoundingClientRect().height));
    return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth, tallest, threeLines };
  };

  test('at 1280 px the gene and publication tables fit their boxes, rows stay three lines tall, and a hidden column stays hidden after reload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // 24 loci, among them the demo's longest lists (AT1G01010's nine keywords, AT1G01040's fifteen other names).
    await page.goto('/results?mainType=general&category=genes&searchText=AT1G0');
    await expect(pager(page)).toHaveText('1–24 of 24');
    const table = page.getByRole('region', { name: 'Search Results - Genes (scrollable table)' });
    const fit = await table.evaluate(tableFit);
    expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
    expect(fit.tallest).toBeLessThanOrEqual(fit.threeLines);
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Phenotypes' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('columnheader', { name: 'Phenotypes' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'Keywords' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Phenotypes' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Columns (7 of 8)' })).toBeVisible();

    // Every publication: long author lists fold to their first authors.
    const everyYear = { year_from: 1947 };
    await page.goto(`/results?mainType=detail&category=publication&search_params=${encodeURIComponent(JSON.stringify(everyYear))}`);
    const publications = page.getByRole('region', { name: 'Search Results - Publications (scrollable table)' });
    await expect(publications.getByRole('button', { name: /^Show \d+ more authors$/ }).first()).toBeVisible();
    const publicationFit = await publications.evaluate(tableFit);
    expect(publicationFit.scrollWidth).toBeLessThanOrEqual(publicationFit.clientWidth);
    expect(publicationFit.tallest).toBeLessThanOrEqual(publicationFit.threeLines);
  });

  test('a search that matches nothing says so; a broken saved search says what is wrong', async ({ page }) => {
    await page.goto('/results?mainType=general&category=genes&searchText=zzqqxx-no-such-gene');
    await expect(resultsHeading(page)).toHaveText('Search Results - Genes');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('No genes matched your search for "zzqqxx-no-such-gene".');
    await expect(page.getByRole('link', { name: 'New Search' })).toHaveAttribute('href', '/search/genes');
    await page.goto('/results?mainType=detail&category=genes&key=searchParams_0');
    await expect(page.getByRole('alert')).toContainText('The saved search "searchParams_0" is not in this browser\'s storage.');
  });

  test('Copy link gives an address that opens the same results in another browser', async ({ page, browser }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/locus?name=AT1G01010');
    // The locus page's GO annotations are a saved (local storage) search; its shared link must carry the parameters.
    await page.getByRole('button', { name: 'View annotation details' }).first().click();
    await expect(resultsHeading(page)).toContainText('Search Results');
    await expect(page.getByText(/^Your query for annotations where keywords are .+ resulted in \d+ records\.$/)).toBeVisible();
    // Once the page has saved its parameters on the server, its address names them by id (q=).
    await expect(page).toHaveURL(/[?&]q=[\w-]{16}/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(page.url());

    const other = await browser.newContext();
    try {
      const elsewhere = await other.newPage();
      await elsewhere.goto(link);
      await expect(elsewhere.getByText(/^Your query for annotations where keywords are .+ resulted in \d+ records\.$/)).toBeVisible();
      await expect(elsewhere.getByRole('link', { name: 'AT1G01010' }).first()).toBeVisible();
    } finally {
      await other.close();
    }
  });
});

test.describe('gene actions', () => {
  test('each action asks for a selection first, then opens its result', async ({ page }) => {
    await page.goto('/results?mainType=general&category=genes&searchText=LFY');
    await expect(page.getByRole('link', { name: 'AT5G61850', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Get Gene Descriptions' }).click();
    await expect(page.getByRole('alert')).toContainText('No genes selected');

    await page.getByRole('checkbox', { name: /AT5G61850/ }).check();
    await page.getByRole('button', { name: 'Get Gene Descriptions' }).click();
    await expect(resultsHeading(page)).toHaveText(/Gene Descriptions/);
    await expect(page.getByRole('link', { name: 'AT5G61850.1' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New Search' })).toHaveCount(0);

    await page.goBack();
    await page.getByRole('checkbox', { name: /AT5G61850/ }).check();
    await page.getByRole('button', { name: 'Get GO Annotations' }).click();
    await expect(page.getByText(/^Your query for annotations where keywords are .+ resulted in [1-9]\d* records\.$/)).toBeVisible();
    const csv = await readDownload(page, () => page.getByRole('button', { name: 'Download All' }).click());
    expect(csv.name).toMatch(/\.csv$/);
    expect(csv.lines.slice(1).join('\n')).toContain('AT5G61850');
  });

  // 001 §2.3: sequence fetching opens /sequences?key={stored key}; the portal opens it in a new tab, so that the
  // results keep their selection (openSequencesViewer.ts; this tab only when the browser blocks the new one).
  test('Get Sequences opens the FASTA of the selected genes in a new tab and leaves the results as they were', async ({ page }) => {
    await page.goto('/results?mainType=general&category=genes&searchText=LFY');
    const gene = page.getByRole('checkbox', { name: /AT5G61850/ });
    await gene.check();
    await page.getByRole('button', { name: 'Get Sequences' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Sequences' });
    await expect(dialog).toBeVisible();
    const [viewer] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Get Sequences' }).click()]);
    await expect(viewer).toHaveURL(/\/sequences\?key=searchParams_\d+(&q=[\w-]{16})?$/);
    await expect(viewer.getByLabel('FASTA sequences')).toContainText('>AT5G61850');
    // The viewer stands alone: no header or footer around the sequences.
    await expect(viewer.getByRole('search', { name: 'Search TAIR' })).toHaveCount(0);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/results\?mainType=general&category=genes&searchText=LFY&sel=\d+$/);
    await expect(gene).toBeChecked();
  });
});

test.describe('detail pages lead into results', () => {
  test("the locus page's 'View Complete List' opens its publications", async ({ page }) => {
    await page.goto('/locus?name=AT1G01010');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gene: AT1G01010');
    const publications = page.locator('#publications');
    await publications.getByRole('link', { name: 'View Complete List' }).click();
    await expect(resultsHeading(page)).toHaveText('Search Results - Publications');
    await expect(pager(page)).toHaveText(/of (1[6-9]|[2-9]\d)$/);
  });
});

test('the results page has no axe violations and no sideways scroll (375 px, then 1440 px)', async ({ page }) => {
  await atPhoneThenDesktop(
    page,
    () => page.goto(demoRecordSearch),
    async () => {
      await expect(pager(page)).toHaveText('1–25 of 372');
      await expectCleanPage(page);
    },
    SEARCH_PAGE_WIDTHS,
  );
});
