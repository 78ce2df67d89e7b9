import { activeNavLink, expect, sectionTop, test, watchConsole } from './helpers';

const GENE_SECTIONS = [
  'Summary',
  'Maps and Mapping Data',
  'Sequences',
  'Protein Data',
  'Expression',
  'Gene Ontology',
  'Germplasms',
  'Polymorphisms',
  'Publications',
  'External Links',
];

test('the gene page shows the gene name as document title and its 10 sections', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/gene?name=at1g01010.1');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('AT1G01010.1');
  await expect(page).toHaveTitle('AT1G01010.1');
  await expect(page.getByRole('navigation', { name: 'Sections of this page' }).getByRole('link')).toHaveText(GENE_SECTIONS);
  expect(errors).toEqual([]);
});

test('the gene page draws the gene structure with derived UTRs and introns', async ({ page }) => {
  await page.goto('/gene?name=AT1G01010.1');
  await expect(page.getByRole('img', { name: /Gene structure:.*intron/ })).toBeVisible();
});

test('nav clicks scroll and highlight on the gene page too', async ({ page }) => {
  await page.goto('/gene?name=AT1G01010.1');
  await page.getByRole('navigation', { name: 'Sections of this page' }).getByRole('link', { name: 'Germplasms' }).click();
  await expect(activeNavLink(page)).toHaveText('Germplasms');
  await expect.poll(() => sectionTop(page, 'germplasms')).toBeLessThan(230);
});
