import type { Page } from '@playwright/test';
import { atPhoneThenDesktop, expect, expectCleanPage, test, watchConsole } from './helpers';

// The microarray experiments and gene families browse pages against the reference server: opened from the Browse
// menu, sorted and paged, each child page opened and its links followed (an array element and back to its
// experiment, a member locus, a submitter), unknown names and keys, the old site's addresses, and axe with no
// sideways scroll at 375 px and at desktop width.

const SALT_SERIES = 'AtGenExpress: Stress treatments (salt)';

async function openFromBrowseMenu(page: Page, entry: string) {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Browse', exact: true }).click();
  await page.getByRole('menuitem', { name: entry, exact: true }).click();
}

const firstCells = (page: Page, column: number) => page.getByRole('table').first().locator('tbody tr').evaluateAll((rows, index) => rows.map((row) => row.children[index]?.textContent ?? ''), column);

/** Pages through a table of 25 rows a page (a window of rows, not a virtual one) until the link shows. */
async function pageUntilLink(page: Page, name: string) {
  const link = page.getByRole('link', { name, exact: true });
  for (let turn = 0; turn < 10 && !(await link.isVisible()); turn += 1) await page.getByRole('button', { name: 'Go to next page' }).click();
  return link;
}

test('Browse → Microarray Experiments → an experiment → one of its array elements → back to the experiment by its link', async ({ page }) => {
  const errors = watchConsole(page);
  await openFromBrowseMenu(page, 'Microarray Experiments');
  await expect(page).toHaveURL(/\/browse\/microarray_experiments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Microarray Experiments' })).toBeVisible();
  await expect(page.getByText('Microarray data was last accepted June 2005.')).toBeVisible();

  // Alphabetical and numbered; all on one page of 200.
  await expect(page.getByRole('link', { name: SALT_SERIES })).toBeVisible();
  const names = await firstCells(page, 1);
  expect(names.length).toBeGreaterThan(30);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  expect(await firstCells(page, 0)).toEqual(names.map((_, index) => String(index + 1)));
  await expect(page.getByText(`1–${names.length} of ${names.length}`)).toBeVisible();

  // Sorting: the names descending, then the numbers ascending again.
  await page.getByRole('button', { name: 'Experiment Name' }).click();
  await page.getByRole('button', { name: 'Experiment Name' }).click();
  await expect(page.getByRole('columnheader', { name: 'Experiment Name' })).toHaveAttribute('aria-sort', 'descending');
  expect((await firstCells(page, 1))[0]).toBe(names.at(-1));
  await page.getByRole('button', { name: 'No.' }).click();
  expect((await firstCells(page, 1))[0]).toBe(names[0]);

  await page.getByRole('link', { name: SALT_SERIES }).click();
  await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === `/browse/microarray_experiments/${SALT_SERIES}`);
  await expect(page.getByRole('heading', { level: 1, name: SALT_SERIES })).toBeVisible();
  await expect(page.getByText('ATH1-121501, Affymetrix')).toBeVisible();
  const slides = page.getByRole('table', { name: `Slides of ${SALT_SERIES}` });
  await expect(slides.getByRole('row')).toHaveCount(3);
  const elements = page.getByRole('table', { name: `Array elements of ${SALT_SERIES}` });
  await expect(elements.getByRole('link', { name: 'AT1G01010' })).toHaveAttribute('href', '/locus?key=2200935');

  await expect(elements.getByRole('link', { name: '261585_at' })).toHaveAttribute('href', '/array_element?key=261585_at');
  // A generated family element, measured in three experiments.
  await elements.getByRole('link', { name: '270001_at' }).click();
  await expect(page).toHaveURL(/\/array_element\?key=270001_at$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('270001_at');
  // The array element page's Experiments section leads back to the live experiment page.
  await page.locator('#experiments').getByRole('link', { name: SALT_SERIES, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: SALT_SERIES })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not Found' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('every experiment an array element names opens its page, from the Slides and the Experiments sections', async ({ page }) => {
  await page.goto('/array_element?key=catma1a00010');
  const experiment = 'Nitrate response of roots: time course after resupply';
  await page.locator('#slides').getByRole('link', { name: experiment }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: experiment })).toBeVisible();
  await expect(page.getByText('No publications available')).toBeVisible();
  await expect(page.getByRole('table', { name: `Array elements of ${experiment}` }).getByRole('link', { name: 'CATMA1A00010' })).toBeVisible();
});

test('Browse → Gene Families: the historical list, paged and sorted; a family → a member locus; a submitter', async ({ page }) => {
  const errors = watchConsole(page);
  await openFromBrowseMenu(page, 'Gene Families');
  await expect(page).toHaveURL(/\/browse\/gene_family$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gene Families' })).toBeVisible();
  await expect(page.getByText(/historical record only/)).toBeVisible();

  // About 150 families by name, 25 a page (the browse default); a new page size returns to page 1.
  const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
  await expect(page.getByText(/^1–25 of 1[45]\d$/)).toBeVisible();
  const firstPage = await firstCells(page, 0);
  expect(firstPage).toEqual([...firstPage].sort(byName));
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(/^26–50 of/)).toBeVisible();
  const secondPage = await firstCells(page, 0);
  expect(byName(firstPage.at(-1)!, secondPage[0]!)).toBeLessThan(0);
  await page.getByRole('combobox', { name: 'Results per page:' }).selectOption('50');
  await expect(page.getByText(/^1–50 of 1[45]\d$/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Results per page:' }).selectOption('25');

  // Descending by name: the W to Z families first; the submitters link to organization and person pages.
  await page.getByRole('button', { name: 'Gene Family Name' }).click();
  await page.getByRole('button', { name: 'Gene Family Name' }).click();
  const descending = await firstCells(page, 0);
  expect(descending).toEqual([...descending].sort(byName).reverse());
  const wrky = page.getByRole('row', { name: /WRKY transcription factor family/ });
  await expect(wrky.getByRole('link', { name: 'Max Planck Institute for Plant Breeding Research' })).toHaveAttribute('href', '/organization?key=1501000105');
  await page.getByRole('button', { name: 'Submitter' }).click();
  const submitters = await firstCells(page, 2);
  expect(submitters).toEqual([...submitters].sort(byName));

  await page.getByRole('button', { name: 'Gene Family Name' }).click();
  await (await pageUntilLink(page, 'F-box protein family')).click();
  await expect(page).toHaveURL(/\/browse\/gene_family\/3100008$/);
  await expect(page.getByRole('heading', { level: 1, name: 'F-box protein family' })).toBeVisible();
  const members = page.getByRole('table', { name: 'Members of F-box protein family' });
  await expect(page.getByText(/^1–25 of 2\d\d$/)).toBeVisible();
  const member = members.locator('tbody tr').first().getByRole('link');
  const locusName = (await member.textContent()) ?? '';
  expect(locusName).toMatch(/^AT[1-5]G\d{5}$/);
  // The browse pages log nothing; a generated locus's page logs the 404s of its absent PANTHER files (002 §4).
  expect(errors).toEqual([]);
  await member.click();
  await expect(page).toHaveURL(/\/locus\?key=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(locusName);
  await expect(page.getByRole('heading', { name: 'Not Found' })).toHaveCount(0);

  await page.goBack();
  await page.getByRole('link', { name: 'Tanya Berardini' }).click();
  await expect(page).toHaveURL(/\/person\?key=1345791$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tanya Berardini');
});

test('a listed family without a record shows its list data and says its counted members are not named, never that it has none', async ({ page }) => {
  await page.goto('/browse/gene_family');
  await (await pageUntilLink(page, 'WRKY transcription factor family')).click();
  await expect(page.getByRole('heading', { level: 1, name: 'WRKY transcription factor family' })).toBeVisible();
  await expect(page.getByText('74 genes in 3 groups', { exact: true })).toBeVisible();
  await expect(page.getByText('The historical list counts 74 genes in 3 groups in this family; the dataset does not name them.')).toBeVisible();
  await expect(page.getByText(/no members/i)).toHaveCount(0);
});

test('an unknown experiment name and an unknown family key end on the not-found view, with the way back', async ({ page }) => {
  await page.goto('/browse/microarray_experiments/No%20such%20experiment');
  await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
  await expect(page.getByText('No microarray experiment is named "No such experiment".')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Microarray Experiments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Microarray Experiments' })).toBeVisible();

  await page.goto('/browse/gene_family/42');
  await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
  await expect(page.getByText('No gene family has the key "42".')).toBeVisible();
});

for (const { old, path, heading } of [
  { old: '/servlets/Search?action=new_search&type=expr', path: '/browse/microarray_experiments', heading: 'Browse Microarray Experiments' },
  { old: '/browse/genefamily/index.jsp', path: '/browse/gene_family', heading: 'Gene Families' },
]) {
  test(`the old address ${old} lands on the live ${path}`, async ({ page }) => {
    await page.goto(old);
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('table').first().getByRole('link').first()).toBeVisible();
  });
}

const pages = [
  { url: '/browse/microarray_experiments', ready: SALT_SERIES },
  { url: `/browse/microarray_experiments/${encodeURIComponent(SALT_SERIES)}`, ready: '261585_at' },
  { url: '/browse/gene_family', ready: 'ABC transporter superfamily' },
  { url: '/browse/gene_family/3100002', ready: 'AT1G01060' },
];

for (const { url, ready } of pages) {
  test(`${url} passes axe with no sideways scroll at 375 px, then at 1280 px`, async ({ page }) => {
    await atPhoneThenDesktop(page, () => page.goto(url), async () => {
      await expect(page.getByRole('link', { name: ready }).first()).toBeVisible();
      await expectCleanPage(page);
    });
  });
}
