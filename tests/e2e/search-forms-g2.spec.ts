// The DNA (and vector), ecotype, germplasm, markers and polymorphism/allele search forms end to end, against the
// reference server over its seeded demo database (data/README.md): each filled with a realistic query and submitted,
// its results checked against the demo records; Back to the filled form; Reset; a keyboard-only search; axe at
// desktop and phone width.
import type { Locator, Page } from '@playwright/test';
import { atPhoneThenDesktop, expect, expectCleanPage, SEARCH_PAGE_WIDTHS, test } from './helpers';

const form = (page: Page, title: string) => page.getByRole('form', { name: title });
const pager = (page: Page) => page.getByText(/^\d[\d,]*–\d[\d,]* of [\d,]+$/);
const resultsHeading = (page: Page) => page.getByRole('heading', { level: 1 });
const row = (scope: Locator, name: string) => scope.getByRole('group', { name, exact: true });

/** Opens a form and waits for its live count, so the page has settled. */
async function openForm(page: Page, path: string, title: string) {
  await page.goto(`/search/${path}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(form(page, title).getByRole('status')).toHaveText(/^about [\d,]+ /);
  return form(page, title);
}

/** The results page lists exactly these records (by their name links), and no others. */
async function expectResults(page: Page, heading: string, names: string[], total = names.length) {
  await expect(resultsHeading(page)).toHaveText(heading);
  await expect(pager(page)).toHaveText(`1–${Math.min(total, 25)} of ${total}`);
  for (const name of names) await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
}

test.describe('each form finds what it asks for', () => {
  test('DNA: a clone by GenBank gi, matched exactly only', async ({ page }) => {
    const dna = await openForm(page, 'dna', 'DNA/Clone Search');
    const term = row(dna, 'Term 1');
    await term.getByRole('combobox', { name: 'Search by' }).selectOption('genbank_gi');
    // 001 §4: GenBank gi offers exactly only.
    await expect(term.getByRole('combobox', { name: 'Match' }).getByRole('option')).toHaveText(['exactly']);
    await term.getByRole('textbox', { name: 'Search text' }).fill('999000101');
    await expect(dna.getByRole('status')).toHaveText('about 1 clone or vector');
    await term.getByRole('textbox', { name: 'Search text' }).press('Enter');
    await expect(page).toHaveURL(/\/results\?mainType=detail&category=dna&search_params=/);
    // data/README.md: the sequenced cDNA clone RAFL09-17-B20 carries the demo gi 999000101.
    await expectResults(page, 'Search Results - DNA', ['RAFL09-17-B20']);
  });

  test('DNA: BAC clones with a T7 end read, and Back returns to the filled form', async ({ page }) => {
    const dna = await openForm(page, 'dna', 'DNA/Clone Search');
    await dna.getByRole('listbox', { name: 'Clone end type' }).selectOption(['T7']);
    await dna.getByRole('button', { name: 'Submit Query' }).last().click();
    await expectResults(page, 'Search Results - DNA', ['F22L4', 'T25K16']);
    await page.goBack();
    await expect(form(page, 'DNA/Clone Search').getByRole('listbox', { name: 'Clone end type' })).toHaveValues(['T7']);
  });

  test('vector: /search/vector starts on the vector category and finds the BAC vectors by name', async ({ page }) => {
    const dna = await openForm(page, 'vector', 'DNA/Clone Search');
    await expect(dna.getByRole('combobox', { name: 'Category' })).toHaveValue('vector');
    await expect(dna.getByRole('heading', { name: 'Restrict by Map Locations' })).toHaveCount(0);
    await row(dna, 'Term 1').getByRole('textbox', { name: 'Search text' }).fill('pBeloBAC');
    await dna.getByRole('listbox', { name: 'Vector type' }).selectOption(['BAC vector']);
    await dna.getByRole('button', { name: 'Submit Query' }).first().click();
    await expectResults(page, 'Search Results - DNA', ['pBeloBAC-Kan', 'pBeloBAC11']);
  });

  test('ecotype: accessions from Germany whose name starts with N', async ({ page }) => {
    const ecotype = await openForm(page, 'ecotype', 'Ecotype Search');
    await ecotype.getByRole('combobox', { name: 'Country' }).selectOption('Germany');
    await expect(ecotype.getByRole('status')).toHaveText('about 3 ecotypes');
    await row(ecotype, 'Term 1').getByRole('textbox', { name: 'Search text' }).fill('N');
    await ecotype.getByRole('button', { name: 'Submit Query' }).last().click();
    await expect(page).toHaveURL(/\/results\?mainType=detail&category=ecotype&search_params=/);
    await expectResults(page, 'Search Results - Ecotypes', ['Niederzenz', 'Nossen']);
  });

  test('germplasm: the line homozygous for the ft-10 allele', async ({ page }) => {
    const germplasm = await openForm(page, 'germplasm', 'Germplasm Search');
    await expect(germplasm.getByRole('combobox', { name: 'Species' })).toHaveValue('Arabidopsis thaliana');
    const allele = row(germplasm, 'Allele 1');
    await allele.getByRole('combobox', { name: 'Zygosity' }).selectOption('homozygous');
    await allele.getByRole('textbox', { name: 'Allele name' }).fill('ft-10');
    await germplasm.getByRole('button', { name: 'Submit Query' }).first().click();
    await expect(page).toHaveURL(/\/results\?mainType=detail&category=germplasm&search_params=/);
    await expectResults(page, 'Search Results - Germplasms', ['ft-10']);
  });

  test('germplasm: transposon insertion lines on a background from the static list', async ({ page }) => {
    const germplasm = await openForm(page, 'germplasm', 'Germplasm Search');
    const background = germplasm.getByRole('listbox', { name: 'Background ecotype' });
    await expect(background.getByRole('option', { name: 'Col-0', exact: true })).toBeAttached();
    await background.selectOption(['Col-0']);
    await germplasm.getByRole('listbox', { name: 'Insertion type' }).selectOption(['transposon']);
    await germplasm.getByRole('button', { name: 'Submit Query' }).first().click();
    // The four CSHL Ds transposon lines of NAC001 (data/records/germplasm).
    await expectResults(page, 'Search Results - Germplasms', ['CSHL_012139', 'CSHL_054624', 'CSHL_059653', 'CSHL_097109']);
  });

  test('markers: nothing filled in lists every marker', async ({ page }) => {
    const markers = await openForm(page, 'markers', 'Marker Search');
    await markers.getByRole('button', { name: 'Submit Query' }).first().click();
    await expect(page).toHaveURL(/\/results\?mainType=detail&category=markers&search_params=%7B%7D$/);
    await expectResults(page, 'Search Results - Markers', ['nga8', 'nga63', 'LHY-dCAPS', 'T25K16-CAPS'], 8);
  });

  test('markers: SSLP markers polymorphic between Col and Ler', async ({ page }) => {
    const markers = await openForm(page, 'markers', 'Marker Search');
    await markers.getByRole('listbox', { name: 'Marker type' }).selectOption(['SSLP']);
    await markers.getByRole('combobox', { name: 'First accession' }).selectOption('Col');
    await markers.getByRole('combobox', { name: 'Second accession' }).selectOption('Ler');
    await markers.getByRole('button', { name: 'Submit Query' }).last().click();
    await expectResults(page, 'Search Results - Markers', ['nga139', 'nga168', 'nga280', 'nga63', 'nga8']);
  });

  test('polymorphism: the allele described by the FT paper, by its DOI (exactly only)', async ({ page }) => {
    const poly = await openForm(page, 'polyallele', 'Polymorphism/Allele Search');
    const term = row(poly, 'Term 2');
    await term.getByRole('combobox', { name: 'Search by' }).selectOption('doi');
    await expect(term.getByRole('combobox', { name: 'Match' }).getByRole('option')).toHaveText(['exactly']);
    await term.getByRole('textbox', { name: 'Search text' }).fill('10.1126/science.286.5446.1962');
    await term.getByRole('textbox', { name: 'Search text' }).press('Enter');
    await expect(page).toHaveURL(/\/results\?mainType=detail&category=polyallele&search_params=/);
    await expectResults(page, 'Search Results - Polymorphisms/Alleles', ['ft-10']);
  });

  test('polymorphism: loss-of-function substitutions, and no criteria lists all 42', async ({ page }) => {
    const poly = await openForm(page, 'polyallele', 'Polymorphism/Allele Search');
    await poly.getByRole('listbox', { name: 'Polymorphism type' }).selectOption(['substitution']);
    await poly.getByRole('listbox', { name: 'Allele mode' }).selectOption(['loss-of-function']);
    await poly.getByRole('button', { name: 'Submit Query' }).first().click();
    await expectResults(page, 'Search Results - Polymorphisms/Alleles', ['ap1-1', 'fca-9', 'lfy-12', 'SALKseq_046705']);
    await openForm(page, 'polyallele', 'Polymorphism/Allele Search');
    await form(page, 'Polymorphism/Allele Search').getByRole('button', { name: 'Submit Query' }).first().click();
    await expect(resultsHeading(page)).toHaveText('Search Results - Polymorphisms/Alleles');
    await expect(pager(page)).toHaveText('1–25 of 42');
  });
});

test('Reset on the DNA form returns to the clone category and empties the rows and the address', async ({ page }) => {
  await page.goto('/search/dna?category=vector&vector-terms.0.search_input=pBIN&vector_other_features=has_image');
  const dna = form(page, 'DNA/Clone Search');
  await expect(row(dna, 'Term 1').getByRole('textbox', { name: 'Search text' })).toHaveValue('pBIN');
  await dna.getByRole('button', { name: 'Reset' }).first().click();
  await expect(dna.getByRole('combobox', { name: 'Category' })).toHaveValue('clone');
  await expect(row(dna, 'Term 1').getByRole('textbox', { name: 'Search text' })).toHaveValue('');
  await expect(row(dna, 'Term 3').getByRole('combobox', { name: 'Match' })).toHaveValue('exactly');
  await expect(page).toHaveURL(/\/search\/dna$/);
});

test('Reset on the polymorphism form resets it too', async ({ page }) => {
  await page.goto('/search/polyallele?terms.0.search_input=ft&is_genetic_marker=true&allele_mode=hypomorphic&map.0.chromosome=5');
  const poly = form(page, 'Polymorphism/Allele Search');
  await expect(poly.getByRole('checkbox', { name: 'is a genetic marker' })).toBeChecked();
  await poly.getByRole('button', { name: 'Reset' }).last().click();
  await expect(poly.getByRole('checkbox', { name: 'is a genetic marker' })).not.toBeChecked();
  await expect(row(poly, 'Term 1').getByRole('textbox', { name: 'Search text' })).toHaveValue('');
  await expect(poly.getByRole('listbox', { name: 'Allele mode' })).toHaveValues(['any']);
  await expect(row(poly, 'Location 1').getByRole('combobox', { name: 'Chromosome' })).toHaveValue('any');
  await expect(page).toHaveURL(/\/search\/polyallele$/);
});

test('the ecotype form works from the keyboard alone', async ({ page }) => {
  const ecotype = await openForm(page, 'ecotype', 'Ecotype Search');
  await ecotype.getByRole('button', { name: 'Submit Query' }).first().focus();
  await page.keyboard.press('Tab');
  await expect(row(ecotype, 'Term 1').getByRole('combobox', { name: 'Search by' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(row(ecotype, 'Term 1').getByRole('combobox', { name: 'Match' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(row(ecotype, 'Term 1').getByRole('textbox', { name: 'Search text' })).toBeFocused();
  await page.keyboard.type('Col');
  await page.keyboard.press('Enter');
  await expectResults(page, 'Search Results - Ecotypes', ['Columbia']);
});

const pages = [
  ['dna', 'DNA/Clone Search'],
  ['vector', 'DNA/Clone Search'],
  ['ecotype', 'Ecotype Search'],
  ['germplasm', 'Germplasm Search'],
  ['markers', 'Marker Search'],
  ['polyallele', 'Polymorphism/Allele Search'],
] as const;

for (const [path, title] of pages) {
  test(`/search/${path} has no axe violations and no sideways scroll (375 px, then 1440 px)`, async ({ page }) => {
    await atPhoneThenDesktop(page, () => openForm(page, path, title), () => expectCleanPage(page), SEARCH_PAGE_WIDTHS);
  });
}
