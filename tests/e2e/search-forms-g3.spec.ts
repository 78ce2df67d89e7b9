// The keyword, protein, publication, protocol, community and transposon search forms end to end, against the
// reference server over its seeded demo database (data/README.md): each filled with a realistic query and submitted,
// its results checked against the demo records; Reset; a keyboard-only search; axe at desktop and phone width.
import type { Page } from '@playwright/test';
import { atPhoneThenDesktop, expect, expectCleanPage, SEARCH_PAGE_WIDTHS, test } from './helpers';

const form = (page: Page, title: string) => page.getByRole('form', { name: title });
const pager = (page: Page) => page.getByText(/^\d[\d,]*–\d[\d,]* of [\d,]+$/);
const resultsHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Opens a form and waits for its live count, so the page has settled. */
async function openForm(page: Page, path: string, title: string) {
  await page.goto(`/search/${path}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(form(page, title).getByRole('status')).toHaveText(/^about [\d,]+ /);
  return form(page, title);
}

async function expectResults(page: Page, heading: string, names: string[]) {
  await expect(resultsHeading(page)).toHaveText(heading);
  await expect(pager(page)).toHaveText(`1–${names.length} of ${names.length}`);
  for (const name of names) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
}

test.describe('each form finds what it asks for', () => {
  test('keyword: Plant Ontology terms named like flower', async ({ page }) => {
    const keyword = await openForm(page, 'keyword', 'Keyword Search');
    await keyword.getByRole('textbox', { name: 'Keyword name or synonym' }).fill('flower');
    await keyword.getByRole('checkbox', { name: 'Plant Ontology (structures and growth stages)' }).check();
    await keyword.getByRole('button', { name: 'Submit Query' }).first().click();
    await expect(page).toHaveURL(/\/results\?mainType=detail&category=keyword&search_params=/);
    await expectResults(page, 'Search Results - Keywords', ['flower', 'flowering stage']);
  });

  test('keyword: a GO id matched exactly, and a name in the id box refused with the format', async ({ page }) => {
    const keyword = await openForm(page, 'keyword', 'Keyword Search');
    const id = keyword.getByRole('textbox', { name: 'GO or PO ID (exact match)' });
    await id.fill('circadian');
    await id.press('Enter');
    await expect(keyword.getByRole('alert')).toContainText('"circadian" is not a GO or PO id');
    await id.fill('GO:0007623');
    await id.press('Enter');
    await expectResults(page, 'Search Results - Keywords', ['circadian rhythm']);
  });

  test('protein: the gene models of the symbol CCA1, handed over by a stored key', async ({ page }) => {
    const protein = await openForm(page, 'protein', 'Protein Search');
    await protein.getByRole('combobox', { name: 'Search by' }).selectOption('symbol');
    await protein.getByRole('combobox', { name: 'Match' }).selectOption('exactly');
    await protein.getByRole('textbox', { name: 'Name' }).fill('CCA1');
    await protein.getByRole('button', { name: 'Submit Query' }).last().click();
    await expect(page).toHaveURL(/\/results\?mainType=detail&category=protein&key=searchParams_\d+(&q=[\w-]{16})?$/);
    await expectResults(page, 'Search Results - Proteins', ['AT2G46830.1', 'AT2G46830.2']);
  });

  test('protein: a gene list within a ticked length range', async ({ page }) => {
    const protein = await openForm(page, 'protein', 'Protein Search');
    await protein.getByRole('textbox', { name: 'Gene list' }).fill('at1g01010\nAT2G46830\n');
    await protein.getByRole('checkbox', { name: 'Length (residues)' }).check();
    await protein.getByRole('button', { name: 'Submit Query' }).first().click();
    await expectResults(page, 'Search Results - Proteins', ['AT1G01010.1', 'AT2G46830.1', 'AT2G46830.2']);
  });

  test('publication: an author within a range of years', async ({ page }) => {
    const publication = await openForm(page, 'publication', 'Publication Search');
    await publication.getByRole('textbox', { name: 'Search text' }).first().fill('Amasino');
    await publication.getByRole('combobox', { name: 'From year' }).selectOption('1990');
    await publication.getByRole('combobox', { name: 'To year' }).selectOption('2005');
    await publication.getByRole('button', { name: 'Submit Query' }).first().click();
    await expectResults(page, 'Search Results - Publications', ['FLOWERING LOCUS C encodes a novel MADS domain protein that acts as a repressor of flowering.']);
  });

  test('publication: a DOI, matched exactly only', async ({ page }) => {
    const publication = await openForm(page, 'publication', 'Publication Search');
    const secondRow = publication.getByRole('group', { name: 'Term 2' });
    await secondRow.getByRole('combobox', { name: 'Search by' }).selectOption('doi');
    await expect(secondRow.getByRole('combobox', { name: 'Match' }).getByRole('option')).toHaveText(['exactly']);
    await secondRow.getByRole('textbox', { name: 'Search text' }).fill('10.1105/tpc.11.5.949');
    await secondRow.getByRole('textbox', { name: 'Search text' }).press('Enter');
    await expectResults(page, 'Search Results - Publications', ['FLOWERING LOCUS C encodes a novel MADS domain protein that acts as a repressor of flowering.']);
  });

  test('protocol: the protocols filed under flower or root', async ({ page }) => {
    const protocol = await openForm(page, 'protocol', 'Protocol Search');
    await protocol.getByRole('listbox', { name: 'Keywords' }).selectOption(['flower', 'root']);
    await protocol.getByRole('button', { name: 'Submit Query' }).first().click();
    await expectResults(page, 'Search Results - Protocols', ['Floral dip transformation of Arabidopsis', 'Primary root length on vertical agar plates']);
  });

  test('community: the people and organizations in California', async ({ page }) => {
    const community = await openForm(page, 'community', 'People/Labs Search');
    await community.getByRole('combobox', { name: 'US state or Canadian province' }).selectOption('CA');
    await community.getByRole('button', { name: 'Submit Query' }).first().click();
    await expect(resultsHeading(page)).toHaveText('Search Results - People/Labs');
    await expect(pager(page)).toHaveText('1–7 of 7');
    await expect(page.getByRole('link', { name: 'Tanya Berardini', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'The Arabidopsis Information Resource', exact: true })).toBeVisible();
  });

  test('community: a last name, with the first-name and e-mail methods left alone', async ({ page }) => {
    const community = await openForm(page, 'community', 'People/Labs Search');
    await community.getByRole('textbox', { name: 'Last name or organization' }).fill('Berardini');
    await community.getByRole('textbox', { name: 'Last name or organization' }).press('Enter');
    await expectResults(page, 'Search Results - People/Labs', ['Tanya Berardini']);
  });

  test('transposon: the elements of the LTR/Gypsy super family', async ({ page }) => {
    const transposon = await openForm(page, 'transposon', 'Transposon Search');
    await transposon.getByRole('textbox', { name: 'Super family' }).fill('LTR/Gypsy');
    await transposon.getByRole('button', { name: 'Submit Query' }).first().click();
    await expectResults(page, 'Search Results - Transposons', ['AT1TE42205', 'AT1TE44375', 'AT3TE53615', 'AT5TE45370']);
  });

  test('transposon: the empty form lists every element', async ({ page }) => {
    const transposon = await openForm(page, 'transposon', 'Transposon Search');
    await expect(transposon.getByRole('status')).toHaveText('about 8 transposable elements');
    await transposon.getByRole('button', { name: 'Submit Query' }).first().click();
    await expect(resultsHeading(page)).toHaveText('Search Results - Transposons');
    await expect(pager(page)).toHaveText('1–8 of 8');
  });
});

test('Reset returns a filled publication form to its defaults, and the address with it', async ({ page }) => {
  const publication = await openForm(page, 'publication', 'Publication Search');
  await publication.getByRole('textbox', { name: 'Search text' }).first().fill('Amasino');
  await publication.getByRole('combobox', { name: 'Search by' }).first().selectOption('pubmedId');
  await publication.getByRole('combobox', { name: 'From year' }).selectOption('1999');
  await publication.getByRole('combobox', { name: 'Publication type' }).selectOption('review');
  await expect(page).toHaveURL(/year_from=1999/);
  await publication.getByRole('button', { name: 'Reset' }).last().click();
  await expect(publication.getByRole('textbox', { name: 'Search text' }).first()).toHaveValue('');
  await expect(publication.getByRole('combobox', { name: 'Search by' }).first()).toHaveValue('authors');
  await expect(publication.getByRole('combobox', { name: 'Match' }).first().getByRole('option')).toHaveCount(3);
  await expect(publication.getByRole('combobox', { name: 'From year' })).toHaveValue('any');
  await expect(publication.getByRole('combobox', { name: 'Publication type' })).toHaveValue('all');
  await expect(page).not.toHaveURL(/year_from/);
});

test('Back from the results returns to the filled community form', async ({ page }) => {
  const community = await openForm(page, 'community', 'People/Labs Search');
  await community.getByRole('combobox', { name: 'Country' }).selectOption('United Kingdom');
  await community.getByRole('button', { name: 'Submit Query' }).first().click();
  await expect(pager(page)).toHaveText('1–3 of 3');
  await page.goBack();
  await expect(form(page, 'People/Labs Search').getByRole('combobox', { name: 'Country' })).toHaveValue('United Kingdom');
});

test('a transposon search with the keyboard alone', async ({ page }) => {
  await openForm(page, 'transposon', 'Transposon Search');
  const family = form(page, 'Transposon Search').getByRole('textbox', { name: 'Family', exact: true });
  // Tab from the top of the page to the family box, as a keyboard user would.
  await page.locator('body').focus();
  for (let presses = 0; presses < 80 && !(await family.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(family).toBeFocused();
  await page.keyboard.type('ATHILA2');
  await page.keyboard.press('Shift+Tab');
  const method = form(page, 'Transposon Search').getByRole('combobox', { name: 'Family match', exact: true });
  await expect(method).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(method).toHaveValue('exactly');
  await page.keyboard.press('Enter');
  await expectResults(page, 'Search Results - Transposons', ['AT1TE44375', 'AT3TE53615']);
  // The first result opens from the keyboard too.
  const first = page.getByRole('link', { name: 'AT1TE44375', exact: true });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/transposon\?key=/);
});

const pages = [
  ['keyword', 'Keyword Search'],
  ['protein', 'Protein Search'],
  ['publication', 'Publication Search'],
  ['protocol', 'Protocol Search'],
  ['community', 'People/Labs Search'],
  ['transposon', 'Transposon Search'],
] as const;

for (const [path, title] of pages) {
  test(`/search/${path} has no axe violations and no sideways scroll (375 px, then 1440 px)`, async ({ page }) => {
    await atPhoneThenDesktop(page, () => openForm(page, path, title), () => expectCleanPage(page), SEARCH_PAGE_WIDTHS);
  });
}
