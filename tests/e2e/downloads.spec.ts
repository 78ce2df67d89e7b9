import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { atPhoneThenDesktop, expect, expectNoAxeViolations, test, watchConsole } from './helpers';

// The download area against the reference server and the demo tree in data/downloads (001 §2.5).
const onDisk = (relative: string) => readFileSync(path.join('data', 'downloads', ...relative.split('/')));

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('Download menu → a folder → a text file shown in the page → the file downloaded, byte for byte', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Download', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Protocols' }).click();
  await expect(page).toHaveURL(/\/download\/list\?dir=Protocols$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Protocols' })).toBeVisible();

  const row = page.getByRole('row', { name: /Seed_sterilization\.txt/ });
  await expect(row.getByRole('cell').nth(1)).toHaveText(`${Math.round(onDisk('Protocols/Seed_sterilization.txt').length / 1024)} KB`);
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

  await row.getByRole('link', { name: 'View Seed_sterilization.txt' }).click();
  await expect(page).toHaveURL(/\/download\/file\?path=Protocols%2FSeed_sterilization\.txt$/);
  await expect(page.getByLabel('Content of Seed_sterilization.txt')).toHaveText(onDisk('Protocols/Seed_sterilization.txt').toString('utf8').trimEnd(), { useInnerText: true });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Seed_sterilization.txt' }).click()]);
  expect(download.suggestedFilename()).toBe('Seed_sterilization.txt');
  expect(readFileSync(await download.path()).equals(onDisk('Protocols/Seed_sterilization.txt'))).toBe(true);
  expect(errors).toEqual([]);
});

test('the Download link of a list row saves the file; a .gz file (no View) opened by its name is saved, then its folder shows again', async ({ page }) => {
  await page.goto('/download/list?dir=GO_and_PO_Annotations%2FGene_Ontology_Annotations');
  const gz = 'GO_and_PO_Annotations/Gene_Ontology_Annotations/gene_association.tair.excerpt.gz';
  const row = page.getByRole('row', { name: /gene_association/ });
  const [direct] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: /^Download / }).click()]);
  expect(readFileSync(await direct.path()).equals(onDisk(gz))).toBe(true);

  await expect(row.getByRole('link', { name: /^View / })).toHaveCount(0);
  const [saved] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: 'gene_association.tair.excerpt.gz', exact: true }).click()]);
  expect(saved.suggestedFilename()).toBe('gene_association.tair.excerpt.gz');
  expect(readFileSync(await saved.path()).equals(onDisk(gz))).toBe(true);
  await expect(page).toHaveURL(/\/download\/list\?dir=GO_and_PO_Annotations%2FGene_Ontology_Annotations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gene Ontology Annotations' })).toBeVisible();
});

test('force_download saves even a text file, then lands on its folder', async ({ page }) => {
  await page.goto('/download/list?dir=Maps');
  await expect(page.getByRole('heading', { level: 1, name: 'Maps' })).toBeVisible();
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.evaluate(() => {
      window.history.pushState({}, '', '/download/file?path=Maps%2FREADME.txt&force_download=true');
      window.dispatchEvent(new PopStateEvent('popstate'));
    }),
  ]);
  expect(readFileSync(await saved.path()).equals(onDisk('Maps/README.txt'))).toBe(true);
  await expect(page).toHaveURL(/\/download\/list\?dir=Maps$/);
});

test('breadcrumbs: Home > Download > each folder, each leading to its list', async ({ page }) => {
  await page.goto('/download/file?path=GO_and_PO_Annotations%2FGene_Ontology_Annotations%2FATH_GO_GOSLIM.excerpt.txt');
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link')).toHaveText(['Home', 'Download', 'GO_and_PO_Annotations', 'Gene_Ontology_Annotations', 'ATH_GO_GOSLIM.excerpt.txt']);
  await trail.getByRole('link', { name: 'GO_and_PO_Annotations' }).click();
  await expect(page).toHaveURL(/\/download\/list\?dir=GO_and_PO_Annotations$/);
  await expect(page.getByRole('row', { name: /Gene_Ontology_Annotations/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Download' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Download Overview' })).toBeVisible();
});

test('the premium diamond marks subscriber data, not its README.txt', async ({ page }) => {
  await page.goto('/download/list?dir=Subscriber_Data_Releases');
  await expect(page.getByRole('row', { name: /TAIR_GeneDescriptions/ }).getByRole('img', { name: 'Premium content' })).toBeVisible();
  await expect(page.getByRole('row', { name: /README\.txt/ }).getByRole('img', { name: 'Premium content' })).toHaveCount(0);
});

test('older site addresses land on live download pages', async ({ page }) => {
  await page.goto('/download_files/Genes/README.txt');
  await expect(page).toHaveURL(/\/download\/file\?path=Genes%2FREADME\.txt$/);
  await expect(page.getByLabel('Content of README.txt')).toContainText('Gene and gene model files');

  await page.goto('/portals/nomenclature/gene_aliases.txt');
  await expect(page).toHaveURL(/\/download\/file\?path=Genes%2Fgene_aliases_20140331\.txt$/);
  await expect(page.getByLabel('Content of gene_aliases_20140331.txt')).toContainText('AT5G10140');

  await page.goto('/download/index-auto.jsp?dir=/download_files/GO_and_PO_Annotations');
  await expect(page).toHaveURL(/\/download\/list\?dir=GO_and_PO_Annotations$/);
  await expect(page.getByRole('row', { name: /README\.txt/ })).toBeVisible();

  await page.goto('/download/index.jsp');
  await expect(page.getByRole('heading', { level: 1, name: 'Download Overview' })).toBeVisible();
});

test('a script fetching an older site file address gets the file, not the app page', async ({ request }) => {
  const response = await request.get('/download_files/Genes/README.txt', { headers: { accept: '*/*' } });
  expect(response.status()).toBe(200);
  expect((await response.body()).equals(onDisk('Genes/README.txt'))).toBe(true);
});

test('the list is sortable and usable from the keyboard', async ({ page }) => {
  await page.goto('/download/list?dir=Genes');
  await expect(page.getByRole('table')).toBeVisible();
  const sizeHeader = page.getByRole('button', { name: 'Size' });
  await sizeHeader.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('columnheader', { name: 'Size' })).toHaveAttribute('aria-sort', 'ascending');
  // Row 0 is the header and row 1 the Gene_families folder (folders stay on top); then the smallest file.
  const genes = path.join('data', 'downloads', 'Genes');
  const files = readdirSync(genes).filter((name) => statSync(path.join(genes, name)).isFile());
  const smallest = files.sort((a, b) => statSync(path.join(genes, a)).size - statSync(path.join(genes, b)).size)[0];
  const firstFile = page.getByRole('row').nth(2).getByRole('cell').first();
  await expect(firstFile).toHaveText(smallest!);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('columnheader', { name: 'Size' })).toHaveAttribute('aria-sort', 'descending');
});

for (const [url, heading] of [
  ['/download/overview', 'Download Overview'],
  ['/download/list?dir=Genes', 'Genes'],
  ['/download/list?dir=Subscriber_Data_Releases', 'Subscriber Data Releases'],
  ['/download/file?path=Genes%2FAraport11_functional_descriptions.excerpt.txt', 'Araport11_functional_descriptions.excerpt.txt'],
  ['/download/file?path=Maps%2Fchromosome_overview.png', 'chromosome_overview.png'],
  ['/download/list?dir=No_such_folder', 'No such folder'],
] as const) {
  test(`${url}: axe clean and no sideways scroll (375 px, then 1280 px)`, async ({ page }) => {
    await atPhoneThenDesktop(page, () => page.goto(url), async () => {
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(/^Loading /)).toHaveCount(0);
      await expectNoAxeViolations(page, { excludeFrames: true });
      expect(await noSidewaysScroll(page), url).toBe(true);
    });
  });
}
