import { readFile } from 'node:fs/promises';
import { atPhoneThenDesktop, expect, expectCleanPage, SEARCH_PAGE_WIDTHS, test } from './helpers';

// Bulk sequence retrieval (001 §2.8) against the reference server: from a locus page's paralogs, and by address.

const idsBox = (page: import('@playwright/test').Page) => page.getByRole('textbox', { name: 'Locus or gene model IDs, one per line' });
const fasta = (page: import('@playwright/test').Page) => page.getByLabel('FASTA sequences');

test("a locus page's 'Get Sequences' lists its paralogs here, and the page names those the dataset holds no sequence for", async ({ page }) => {
  await page.goto('/locus?name=AT1G01010');
  const paralogs = page.locator('#paralogs, section').filter({ has: page.getByRole('button', { name: 'Get Sequences' }) }).first();
  await paralogs.getByRole('button', { name: 'Get Sequences' }).click();
  await expect(page).toHaveURL(/\/type_sequences\/AT/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk Data Retrieval' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Home.*Tools.*Bulk Data Retrieval/);
  const listed = (await idsBox(page).inputValue()).split('\n');
  expect(listed.length).toBeGreaterThan(1);
  expect(listed.every((id) => /^AT[1-5CM]G\d{5}$/.test(id))).toBe(true);
  // The demo dataset holds records for few of AT1G01010's paralogs; a locus it holds is added by hand.
  await idsBox(page).press('Control+End');
  await idsBox(page).pressSequentially('\nAT1G01010');
  await page.getByRole('button', { name: 'Get Sequences' }).click();
  await expect(fasta(page)).toContainText('>AT1G01010.1 |');
  await expect(page.getByRole('alert')).toContainText(`No sequences in this source for: ${listed[0]}`);
});

test('by address: the chosen source and format come back as FASTA, and the download holds the same text', async ({ page }) => {
  await page.goto('/type_sequences/AT1G01010,AT1G01020');
  await expect(idsBox(page)).toHaveValue('AT1G01010\nAT1G01020');
  await page.getByRole('combobox', { name: 'Sequence source' }).selectOption('araport11_protein');
  await page.getByRole('button', { name: 'Get Sequences' }).click();
  await expect(page.getByText('2 sequences')).toBeVisible();
  const text = await fasta(page).textContent();
  expect(text).toMatch(/^>AT1G01010\.1 \| Symbols: [^\n]*NAC001/);
  expect(text).toContain('\n>AT1G01020.1 |');
  // Protein residues, 60 to a line.
  expect(text?.split('\n')[1]).toMatch(/^M[A-Z*]{59}$/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('region', { name: 'Sequences' }).getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^sequences_\d{4}-\d{2}-\d{2}\.fasta$/);
  expect(await readFile(await download.path(), 'utf8')).toBe(text);
});

test('an unknown id is named, and Reset brings back the ids of the address', async ({ page }) => {
  await page.goto('/type_sequences/AT1G01010');
  await idsBox(page).fill('AT1G01010.1\nAT5G99999');
  await page.getByRole('radio', { name: /only the model matching/ }).check();
  await page.getByRole('button', { name: 'Get Sequences' }).click();
  await expect(page.getByText('1 sequence', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('No sequences in this source for: AT5G99999');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(idsBox(page)).toHaveValue('AT1G01010');
  await expect(fasta(page)).toHaveCount(0);
});

test('Bulk Data Retrieval has no axe violations and no sideways scroll (375 px, then 1440 px)', async ({ page }) => {
  const open = async () => {
    await page.goto('/type_sequences/AT1G01010,AT1G01020');
    await page.getByRole('button', { name: 'Get Sequences' }).click();
  };
  await atPhoneThenDesktop(
    page,
    open,
    async () => {
      await expect(fasta(page)).toBeVisible();
      await expectCleanPage(page);
    },
    SEARCH_PAGE_WIDTHS,
  );
});
