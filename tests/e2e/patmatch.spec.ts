import type { BrowserContext, Page } from '@playwright/test';
import { atPhoneThenDesktop, expect, expectNoAxeViolations, test, watchConsole } from './helpers';

// The PatMatch form against the reference server, which is also the tools service and runs the search: reached
// from the Tools menu, the mismatch rules by clicking, nucleotide and peptide patterns whose hits open in a new
// tab, a pattern held back with its reason, Reset, the keyboard, and axe at desktop width and at 375 px.

const form = (page: Page) => ({
  nucleotide: page.getByRole('radio', { name: 'Nucleotide' }),
  peptide: page.getByRole('radio', { name: 'Peptide' }),
  database: page.getByRole('combobox', { name: 'Database' }),
  pattern: page.getByRole('textbox', { name: 'Pattern' }),
  mismatch: page.getByRole('combobox', { name: 'Mismatches allowed' }),
  kind: (name: 'Insertions' | 'Deletions' | 'Substitutions') => page.getByRole('checkbox', { name }),
  start: page.getByRole('button', { name: 'Start Pattern Search' }),
  reset: page.getByRole('button', { name: 'Reset' }),
});

/** One record's sequence from a dataset, as the sequence download gives it. */
async function sequenceOf(page: Page, geneId: string, dataset: string): Promise<string> {
  const response = await page.request.post('/api/search/sequences', { data: { geneIds: [geneId], dataset, format: 'query_match' } });
  expect(response.ok()).toBe(true);
  return (await response.text()).split('\n').filter((line) => !line.startsWith('>')).join('');
}

/** Start Pattern Search opens the search in a new tab, at its own address; returns that tab once the results show. */
async function searchInNewTab(page: Page, context: BrowserContext): Promise<Page> {
  const [results] = await Promise.all([context.waitForEvent('page'), form(page).start.click()]);
  await results.waitForLoadState();
  await expect(results.getByRole('heading', { level: 1, name: 'Pattern Matching Results' })).toBeVisible({ timeout: 30_000 });
  // The search's own address, where its results are kept.
  expect(new URL(results.url()).pathname).toMatch(/^\/tools-service\/patmatch\/[\w-]{22}$/);
  return results;
}

const hitRows = (results: Page) => results.getByRole('table').locator('tbody tr');

test('a nucleotide pattern, from the Tools menu, finds its transcript on the Watson strand in a new tab', async ({ page, context }) => {
  const errors = watchConsole(page);
  const transcript = await sequenceOf(page, 'AT1G01020.1', 'araport11_transcript');
  expect(transcript.length).toBeGreaterThan(400);
  const word = transcript.slice(300, 318);

  await page.goto('/');
  await page.getByRole('button', { name: 'Tools', exact: true }).click();
  await page.getByRole('menuitem', { name: /^Patmatch/ }).click();
  await expect(page).toHaveURL(/\/tools\/Patmatch$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Patmatch');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Home.*Tools.*Patmatch/);
  const { nucleotide, database, pattern } = form(page);
  await expect(nucleotide).toBeChecked();
  await expect(database).toHaveValue('araport11_transcript');
  // Typed in lower case with a space in the middle: the form sends it upper-cased and joined.
  await pattern.fill(`${word.slice(0, 9).toLowerCase()} ${word.slice(9).toLowerCase()}`);
  await page.getByRole('radio', { name: 'Watson strand only' }).check();

  const results = await searchInNewTab(page, context);
  await expect(results.locator('dl')).toContainText(word);
  await expect(results.locator('dl')).toContainText('Araport11 transcripts');
  const hit = hitRows(results).filter({ hasText: /^AT1G01020\.1/ }).first();
  await expect(hit).toBeVisible();
  await expect(hit.getByRole('cell').nth(2)).toHaveText('Watson');
  await expect(hit.getByRole('cell').nth(3)).toHaveText('301');
  await expect(hit.getByRole('cell').nth(4)).toHaveText('318');
  await expect(hit.getByRole('cell').nth(5)).toHaveText(word);
  // The hit's link leads back into the portal.
  await hit.getByRole('link').first().click();
  await expect(results.getByRole('heading', { level: 1 })).toContainText('AT1G01020');
  expect(errors).toEqual([]);
});

test('a peptide pattern searches the protein databases and finds its protein', async ({ page, context }) => {
  const protein = await sequenceOf(page, 'AT1G01010.1', 'araport11_protein');
  expect(protein).toMatch(/^M[A-Z]{100,}/);
  const motif = `${protein.slice(40, 44)}X${protein.slice(45, 50)}`;

  await page.goto('/tools/patmatch');
  const { peptide, database, pattern } = form(page);
  await peptide.check();
  await expect(database).toHaveValue('araport11_protein');
  await expect(database.locator('option')).toHaveText(['Araport11 protein sequences', 'TAIR10 protein sequences']);
  await pattern.fill(motif);

  const results = await searchInNewTab(page, context);
  await expect(results.locator('dl')).toContainText('peptide');
  await expect(results.locator('dl')).toContainText('Araport11 protein sequences');
  const hit = hitRows(results).filter({ hasText: /^AT1G01010\.1/ }).first();
  await expect(hit).toBeVisible();
  // A peptide hit has no strand column: Start, End, then the matched residues.
  await expect(hit.getByRole('cell').nth(2)).toHaveText('41');
  await expect(hit.getByRole('cell').nth(3)).toHaveText('50');
  await expect(hit.getByRole('cell').nth(4)).toHaveText(protein.slice(40, 50));
});

test('the mismatch rules by clicking (001 §4), and the service searches with the kinds ticked', async ({ page, context }) => {
  await page.goto('/tools/Patmatch');
  const { mismatch, kind, pattern } = form(page);
  await mismatch.selectOption('2');
  for (const name of ['Insertions', 'Deletions', 'Substitutions'] as const) await expect(kind(name)).toBeChecked();
  await mismatch.selectOption('0');
  for (const name of ['Insertions', 'Deletions', 'Substitutions'] as const) await expect(kind(name)).not.toBeChecked();
  await kind('Substitutions').check();
  await expect(mismatch).toHaveValue('1');
  await kind('Deletions').check();
  await expect(mismatch).toHaveValue('1');
  await kind('Substitutions').uncheck();
  await kind('Deletions').uncheck();
  await expect(mismatch).toHaveValue('0');
  await kind('Substitutions').check();
  await expect(mismatch).toHaveValue('1');

  await pattern.fill('GATTACAGATTACA');
  const results = await searchInNewTab(page, context);
  await expect(results.locator('dl')).toContainText('up to 1: substitutions');
});

test('a pattern that cannot run is held back with its reason, and Reset restores the defaults', async ({ page, context }) => {
  await page.goto('/tools/Patmatch');
  const { peptide, nucleotide, database, pattern, mismatch, start, reset } = form(page);
  let opened = false;
  context.on('page', () => (opened = true));

  await pattern.fill('GA');
  await start.click();
  await expect(pattern).toBeFocused();
  await expect(page.getByText('A pattern must span at least 3 residues; this one can match 2.')).toBeVisible();
  await pattern.fill('GAT[CG');
  await expect(page.getByText('A set opened with [ is not closed with ].')).toBeVisible();
  const minimum = page.getByRole('textbox', { name: 'Minimum hits per sequence' });
  await pattern.fill('GATTACA');
  await minimum.fill('0');
  await start.click();
  await expect(minimum).toBeFocused();
  await expect(page.getByText('Minimum hits per sequence must be a whole number from 1 to 99999.')).toBeVisible();
  expect(opened).toBe(false);

  await peptide.check();
  await mismatch.selectOption('3');
  await page.getByRole('combobox', { name: 'Maximum hits' }).selectOption('250000');
  await reset.click();
  await expect(nucleotide).toBeChecked();
  await expect(database).toHaveValue('araport11_transcript');
  await expect(pattern).toHaveValue('');
  await expect(mismatch).toHaveValue('0');
  await expect(page.getByRole('combobox', { name: 'Maximum hits' })).toHaveValue('75000');
  await expect(minimum).toHaveValue('1');
  await expect(page.getByRole('textbox', { name: 'Maximum hits per sequence' })).toHaveValue('100');
  await expect(page.getByRole('radio', { name: 'Both strands' })).toBeChecked();
  await expect(page.getByText('Minimum hits per sequence must be')).toHaveCount(0);
});

test('the form works from the keyboard, with a visible focus ring', async ({ page, context }) => {
  await page.goto('/tools/Patmatch');
  const { nucleotide, peptide, database, pattern, start } = form(page);
  await nucleotide.focus();
  await page.keyboard.press('ArrowRight'); // radios of one group move with the arrow keys
  await expect(peptide).toBeChecked();
  await expect(database).toHaveValue('araport11_protein');
  // The ring is drawn on the radio's round button, which is marked once the focus came from the keyboard.
  await expect.poll(() => peptide.evaluate((input) => (input.closest('.Mui-focusVisible') ? getComputedStyle(input.closest('.Mui-focusVisible')!).outlineStyle : 'none'))).not.toBe('none');
  await page.keyboard.press('Tab');
  await expect(database).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(pattern).toBeFocused();
  await page.keyboard.type('KDEL>');
  for (let step = 0; step < 20 && !(await start.evaluate((element) => element === document.activeElement)); step += 1) await page.keyboard.press('Tab');
  await expect(start).toBeFocused();
  expect(await start.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
  const [results] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await expect(results.getByRole('heading', { level: 1, name: 'Pattern Matching Results' })).toBeVisible({ timeout: 30_000 });
});

test('the form passes axe and does not scroll sideways at 375 px, then at 1280 px', async ({ page }) => {
  const open = async () => {
    await page.goto('/tools/Patmatch');
    await expect(page.getByRole('table', { name: 'Pattern syntax' })).toBeVisible();
    // With a message showing too.
    await form(page).pattern.fill('GA');
    await form(page).start.click();
    await expect(form(page).pattern).toBeFocused();
  };
  await atPhoneThenDesktop(page, open, async () => {
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // Every control is at least 24 px on each side (WCAG 2.5.8).
    const small = await page.locator('form input:not([type=hidden]), form select, form button').evaluateAll((elements) =>
      elements
        .map((element) => {
          const box = (element.closest('.MuiButtonBase-root, .MuiInputBase-root') ?? element).getBoundingClientRect();
          return { name: element.getAttribute('name') ?? element.id ?? element.textContent, width: box.width, height: box.height };
        })
        .filter((box) => box.width < 24 || box.height < 24),
    );
    expect(small).toEqual([]);
  });
});
