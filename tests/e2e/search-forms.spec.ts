// The advanced search forms end to end, against the reference server and its demo dataset: the Search overview,
// the genes form filled, counted, submitted and read back from the results, Back to the filled form, a search that
// finds nothing told in the form's words and widened, Reset,
// keyboard-only use, and axe with no sideways scroll at desktop width and at 375 px.
import type { Page } from '@playwright/test';
import { atPhoneThenDesktop, expect, expectCleanPage, SEARCH_PAGE_WIDTHS, test } from './helpers';

const pager = (page: Page) => page.getByText(/^\d[\d,]*–\d[\d,]* of [\d,]+$/);
const geneForm = (page: Page) => page.getByRole('form', { name: 'Gene Search' });

test('the Search overview leads to each area, from the side list and from the headings', async ({ page }) => {
  await page.goto('/search/overview');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Overview');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Home.*Search/);
  await expect(page.getByRole('navigation', { name: 'Search areas' }).getByRole('link')).toHaveCount(8);
  await page.getByRole('heading', { level: 2, name: 'Genes' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/search\/genes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gene Search');
  await page.goBack();
  await page.getByRole('navigation', { name: 'Search areas' }).getByRole('link', { name: 'Genes' }).click();
  await expect(page).toHaveURL(/\/search\/genes$/);
});

test('genes by description containing F-box: counted while typing, 268 loci on the results page, and Back returns to the filled form', async ({ page }) => {
  await page.goto('/search/genes');
  const form = geneForm(page);
  await form.getByRole('combobox', { name: 'Search by' }).selectOption('description');
  await form.getByRole('textbox', { name: 'Search text' }).fill('F-box');
  // data/README.md: 267 generated F-box loci and AT4G00010.
  await expect(form.getByRole('status')).toHaveText('about 268 loci');
  await expect(page).toHaveURL(/searchBy=description&detailSearchText=F-box/);
  await form.getByRole('button', { name: 'Submit Query' }).last().click();

  await expect(page).toHaveURL(/\/results\?mainType=detail&category=genes&key=searchParams_\d+(&q=[\w-]{16})?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results - Genes');
  await expect(pager(page)).toHaveText('1–25 of 268');
  // In AGI order: the first page holds chromosome 1's F-box loci, described as such.
  await expect(page.getByRole('link', { name: /^AT1G\d{5}$/ }).first()).toBeVisible();
  await expect(page.getByRole('table').getByText(/F-box/).first()).toBeVisible();

  await page.goBack();
  await expect(form.getByRole('textbox', { name: 'Search text' })).toHaveValue('F-box');
  await expect(form.getByRole('combobox', { name: 'Search by' })).toHaveValue('description');
});

test('a gene list with a keyword filter finds the listed loci annotated so', async ({ page }) => {
  await page.goto('/search/genes');
  const form = geneForm(page);
  await form.getByRole('textbox', { name: 'Gene list' }).fill('at1g01010\nAT4G00010\n\nat5g61850 ');
  await expect(form.getByRole('status')).toHaveText('about 3 loci');
  await form.getByRole('textbox', { name: 'Gene list' }).press('Tab');
  await form.getByRole('button', { name: 'Submit Query' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results - Genes');
  for (const locus of ['AT1G01010', 'AT4G00010', 'AT5G61850']) await expect(page.getByRole('link', { name: locus, exact: true })).toBeVisible();
});

test('an exact gene name that finds nothing says what was searched in the form\'s words, and its contains link finds the gene', async ({ page }) => {
  await page.goto('/search/genes');
  const form = geneForm(page);
  await form.getByRole('combobox', { name: 'Match' }).selectOption('exactly');
  await form.getByRole('textbox', { name: 'Search text' }).fill('CCA');
  await form.getByRole('button', { name: 'Submit Query' }).first().click();

  await expect(page.getByRole('main').getByRole('status')).toHaveText('No genes matched your search.');
  await expect(page.getByText("You searched for: Gene Name exact 'CCA'.")).toBeVisible();
  await page.getByRole('navigation', { name: 'Wider searches' }).getByRole('link', { name: "Gene Name contains 'CCA' instead of exact" }).click();
  await expect(page).toHaveURL(/\/results\?mainType=detail&category=genes&search_params=/);
  await expect(page.getByRole('link', { name: 'AT2G46830', exact: true })).toBeVisible();
});

test('Reset empties the form and its address', async ({ page }) => {
  await page.goto('/search/genes?searchBy=phenotype&detailSearchText=dwarf&chromosome=3&include_obsolete=true');
  const form = geneForm(page);
  await expect(form.getByRole('textbox', { name: 'Search text' })).toHaveValue('dwarf');
  await form.getByRole('button', { name: 'Reset' }).first().click();
  await expect(form.getByRole('textbox', { name: 'Search text' })).toHaveValue('');
  await expect(form.getByRole('combobox', { name: 'Search by' })).toHaveValue('name');
  await expect(form.getByRole('combobox', { name: 'Chromosome' })).toHaveValue('any');
  await expect(form.getByRole('checkbox', { name: 'Include obsolete genes' })).not.toBeChecked();
  await expect(page).toHaveURL(/\/search\/genes$/);
});

test('the genes form works from the keyboard alone', async ({ page }) => {
  await page.goto('/search/genes');
  const form = geneForm(page);
  await form.getByRole('button', { name: 'Submit Query' }).first().focus();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('combobox', { name: 'Search by' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('combobox', { name: 'Match' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: 'Search text' })).toBeFocused();
  await page.keyboard.type('NAC001');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results - Genes');
  await expect(page.getByRole('link', { name: 'AT1G01010', exact: true })).toBeVisible();
});

for (const path of ['/search/overview', '/search/genes']) {
  test(`${path} has no axe violations and no sideways scroll (375 px, then 1440 px)`, async ({ page }) => {
    await atPhoneThenDesktop(
      page,
      () => page.goto(path),
      async () => {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path === '/search/genes') await expect(geneForm(page).getByRole('status')).toHaveText(/^about [\d,]+ loci$/);
        await expectCleanPage(page);
      },
      SEARCH_PAGE_WIDTHS,
    );
  });
}

test('a genes-form result, its FASTA view and a gene action list each open the same in a fresh browser', async ({ page, browser }) => {
  const savedAddress = /[?&]q=[\w-]{16}/;
  const fresh = await browser.newContext();
  try {
    const elsewhere = await fresh.newPage();
    await page.goto('/search/genes');
    await geneForm(page).getByRole('textbox', { name: 'Gene list' }).fill('AT5G61850\nAT1G01010');
    await geneForm(page).getByRole('button', { name: 'Submit Query' }).first().click();
    // The parameters go to local storage (001 §2.2) and, saved on the server, into the address by id.
    await expect(page).toHaveURL(savedAddress);
    await expect(page.getByTestId('result-count')).toHaveText('2 results');
    await elsewhere.goto(page.url());
    await expect(elsewhere.getByTestId('result-count')).toHaveText('2 results');
    for (const locus of ['AT5G61850', 'AT1G01010']) await expect(elsewhere.getByRole('link', { name: locus, exact: true })).toBeVisible();

    await page.getByRole('checkbox', { name: /AT5G61850/ }).check();
    await page.getByRole('button', { name: 'Get Sequences' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Sequences' });
    const [viewer] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Get Sequences' }).click()]);
    await expect(viewer).toHaveURL(savedAddress);
    const fasta = await viewer.getByLabel('FASTA sequences').textContent();
    expect(fasta).toContain('>AT5G61850');
    await elsewhere.goto(viewer.url());
    await expect(elsewhere.getByLabel('FASTA sequences')).toHaveText(fasta ?? '');

    await page.getByRole('button', { name: 'Get Gene Descriptions' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Gene Descriptions/);
    await expect(page).toHaveURL(savedAddress);
    await elsewhere.goto(page.url());
    await expect(elsewhere.getByRole('link', { name: 'AT5G61850.1' })).toBeVisible();
  } finally {
    await fresh.close();
  }
});
