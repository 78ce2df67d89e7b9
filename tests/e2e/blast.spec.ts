import type { BrowserContext, Page } from '@playwright/test';
import { atPhoneThenDesktop, expect, expectCleanPage, expectNoAxeViolations, test, watchConsole } from './helpers';

// The BLAST form against the reference server, which is also the tools service and runs BLAST+ for real: a
// protein page's 'Send to BLAST', a pasted transcript fragment, the results' own address (reloaded, opened in
// another browser, back to the form filled in), Reset, keyboard use and axe.

/** NAC001's protein, AT1G01010.1. */
const PROTEIN_URL = '/protein?key=1009117474';

const form = (page: Page) => ({
  program: page.getByRole('combobox', { name: 'Program' }),
  dataset: page.getByRole('combobox', { name: 'Dataset' }),
  query: page.getByRole('textbox', { name: 'Query sequence' }),
  run: page.getByRole('button', { name: 'Run BLAST' }),
  advanced: page.getByRole('button', { name: 'Advanced options' }),
});

/**
 * Run BLAST opens the search in a new tab, at the search's own address (its progress page, reloading itself until
 * the results are in); returns that tab once the results show.
 */
async function runInNewTab(page: Page, context: BrowserContext): Promise<Page> {
  const [results] = await Promise.all([context.waitForEvent('page'), form(page).run.click()]);
  await results.waitForLoadState();
  await expect(results.getByRole('heading', { level: 1, name: 'BLAST results' })).toBeVisible({ timeout: 30_000 });
  expect(new URL(results.url()).pathname).toMatch(/^\/tools-service\/blast\/[\w-]{22}$/);
  return results;
}

/** A transcript's sequence, as the sequence download gives it. */
async function transcriptOf(page: Page, geneId: string): Promise<string> {
  const fasta = await page.request.post('/api/search/sequences', { data: { geneIds: [geneId], dataset: 'araport11_transcript', format: 'query_match' } });
  expect(fasta.ok()).toBe(true);
  return (await fasta.text()).split('\n').filter((line) => !line.startsWith('>')).join('');
}

/** The first row of the first query's hit table: its hit id and locus cells. */
function topHit(results: Page) {
  const row = results.getByRole('table', { name: 'Hits of query 1' }).locator('tbody tr').first();
  return { row, hit: row.getByRole('cell').nth(1), locus: row.getByRole('cell').nth(2) };
}

test("Send to BLAST from a protein page runs blastp in a new tab, and the protein itself is the top hit", async ({ page, context }) => {
  const errors = watchConsole(page);
  await page.goto(PROTEIN_URL);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Protein: AT1G01010.1');
  const send = page.getByRole('link', { name: 'Send to BLAST' });
  const sequence = new URL(await send.getAttribute('href') ?? '', 'http://page.invalid').searchParams.get('sequence') ?? '';
  expect(sequence).toMatch(/^M[A-Z]{100,}/);
  await send.click();

  const { program, dataset, query } = form(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('BLAST');
  await expect(program).toHaveValue('blastp');
  await expect(dataset).toHaveValue('araport11_protein');
  // 001 §2.6: the sequence arrives half a second after the page opens.
  await expect(query).toHaveValue(sequence);

  const results = await runInNewTab(page, context);
  const { hit, locus } = topHit(results);
  await expect(hit).toHaveText(/^AT1G01010\.1\b/);
  await expect(locus).toHaveText('AT1G01010');
  await expect(results.getByText('Identities = ', { exact: false }).first()).toContainText('(100%)');
  // The hit links lead back into the portal: the locus page of the protein's gene.
  await locus.getByRole('link', { name: 'AT1G01010' }).click();
  await expect(results).toHaveURL(/\/locus\?key=/);
  await expect(results.getByRole('heading', { level: 1 })).toContainText('AT1G01010');
  expect(errors).toEqual([]);
});

test('blastn of a pasted transcript fragment, from the Tools menu, finds that transcript first', async ({ page, context }) => {
  const transcript = await transcriptOf(page, 'AT1G01020.1');
  expect(transcript.length).toBeGreaterThan(600);
  const fragment = transcript.slice(150, 550);

  await page.goto('/');
  await page.getByRole('button', { name: 'Tools', exact: true }).click();
  await page.getByRole('menuitem', { name: /^BLAST/ }).click();
  await expect(page).toHaveURL(/\/tools\/blast\/$/);
  const { program, dataset, query } = form(page);
  await expect(program).toHaveValue('blastn');
  await expect(dataset).toHaveValue('araport11_3utr');
  await dataset.selectOption('araport11_transcript');
  await query.fill(`>fragment of AT1G01020.1\n${fragment.replace(/(.{60})/g, '$1\n')}`);

  const results = await runInNewTab(page, context);
  const { hit, locus } = topHit(results);
  await expect(hit).toHaveText(/^AT1G01020\.\d+\b/);
  await expect(locus).toHaveText('AT1G01020');
  await expect(results.getByText('Identities = 400/400 (100%)').first()).toBeVisible();
});

test('the results have an address: reloaded, opened in a fresh browser, and leading back to the form filled in', async ({ page, context, browser }) => {
  const fragment = (await transcriptOf(page, 'AT1G01020.1')).slice(100, 400);
  await page.goto(`/tools/blast?sequence_type=sequence&sequence=${fragment}`);
  await expect(form(page).query).toHaveValue(fragment);
  const results = await runInNewTab(page, context);
  const address = results.url();
  await expect(topHit(results).hit).toHaveText(/^AT1G01020\.\d+\b/);
  await expect(results.getByRole('group', { name: 'Where the hits of query 1 align' })).toBeVisible();
  await expect(results.getByText(/These results are kept until \d{4}-\d\d-\d\d \d\d:\d\d UTC/)).toBeVisible();
  await expectNoAxeViolations(results);
  // A reload asks the address again: no form is sent twice.
  await results.reload();
  await expect(topHit(results).hit).toHaveText(/^AT1G01020\.\d+\b/);

  const elsewhere = await browser.newContext();
  try {
    const shared = await elsewhere.newPage();
    await shared.goto(address);
    await expect(topHit(shared).hit).toHaveText(/^AT1G01020\.\d+\b/);
    await shared.getByRole('link', { name: 'Back to the BLAST form, with this search filled in' }).click();
    await expect(form(shared).dataset).toHaveValue('araport11_transcript');
    await expect(form(shared).query).toHaveValue(fragment);
  } finally {
    await elsewhere.close();
  }
});

test('a query that cannot run is stopped on the form with a sentence, and Reset restores the defaults', async ({ page, context }) => {
  await page.goto(`/tools/blast?sequence_type=protein&sequence=MEDQVGFGFRPNDEELVGHYLRNK`);
  const { program, dataset, query, run, advanced } = form(page);
  await expect(query).toHaveValue('MEDQVGFGFRPNDEELVGHYLRNK');
  await program.selectOption('blastn');
  let opened = false;
  context.on('page', () => (opened = true));
  await run.click();
  await expect(page.getByRole('alert')).toContainText('blastn needs a nucleotide query');
  await expect(query).toBeFocused();
  expect(opened).toBe(false);

  await advanced.click();
  await page.getByRole('combobox', { name: 'Expectation (E) threshold' }).selectOption('0.01');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(program).toHaveValue('blastn');
  await expect(dataset).toHaveValue('araport11_3utr');
  await expect(query).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Expectation (E) threshold' })).toHaveValue('10');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the form is usable from the keyboard, with a visible focus ring', async ({ page }) => {
  await page.goto('/tools/blast');
  const { program, advanced } = form(page);
  await program.focus();
  await page.keyboard.press('ArrowDown'); // a native select changes with the arrow keys
  await expect(program).toHaveValue('blastp');
  for (let step = 0; step < 12; step += 1) {
    if (await advanced.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(advanced).toBeFocused();
  expect(await advanced.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(advanced).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Matrix' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Matrix' })).toHaveValue('blosum62');
});

for (const { name, url, heading } of [
  { name: 'BLAST form (advanced options open)', url: '/tools/blast', heading: 'BLAST' },
  { name: 'Tools overview', url: '/tools/overview', heading: 'Tools' },
]) {
  test(`the ${name} has no axe violations and no sideways scroll (375 px, then 1280 px)`, async ({ page }) => {
    const open = async () => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      if (url === '/tools/blast') {
        await form(page).advanced.click();
        await expect(page.getByRole('combobox', { name: 'Reply by' })).toBeVisible();
      }
    };
    await atPhoneThenDesktop(page, open, () => expectCleanPage(page));
  });
}
