// The portal's own genome browser (JBrowse 2 over the genome API), as `npm start` serves it: each record's feature
// drawn and named in its section, a gene model's click opening its page, the full-screen page's exports, and not one
// request leaving the machine nor a Content Security Policy report on the way.
import type { Page } from '@playwright/test';
import { expect, test } from './helpers';

const records = [
  { url: '/locus?name=AT1G01010', heading: 'AT1G01010', feature: 'AT1G01010' },
  { url: '/marker?key=4102101', heading: 'nga63', feature: 'nga63' },
  { url: '/polyallele?key=4500012', heading: 'SALK_015029', feature: 'SALK_015029' },
];

/** Every address the page asked for that is not this portal's, and every console line about the policy. */
function watchLeaks(page: Page, origin: string) {
  const elsewhere: string[] = [];
  const policy: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) elsewhere.push(url);
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) policy.push(message.text());
  });
  return { elsewhere, policy };
}

const browserView = (page: Page) => page.getByRole('group', { name: /^Genome browser view/ });

// How long JBrowse may take to load and draw: about 5 s on a quiet two-core machine (docs/perf.md), over 30 s when
// the machine is at load 12. Only a browser that never draws waits this long.
const DRAW_TIMEOUT = 60_000;

test('nga63, SALK_015029 and AT1G01010: the browser draws and names each, and nothing leaves the machine', async ({ page, baseURL }) => {
  // Three pages, each loading and drawing the genome browser.
  test.setTimeout(3 * DRAW_TIMEOUT + 60_000);
  const leaks = watchLeaks(page, new URL(baseURL ?? '').origin);
  for (const record of records) {
    await test.step(record.url, async () => {
      await page.goto(record.url);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(record.heading);
      // The browser's code loads only as its section nears the screen.
      await page.getByRole('link', { name: 'Full-screen view' }).scrollIntoViewIfNeeded();
      await expect(browserView(page).getByText(record.feature, { exact: true }).first()).toBeVisible({ timeout: DRAW_TIMEOUT });
      await expect(page.getByRole('list', { name: 'Features in view' }).getByRole('link', { name: record.feature, exact: true })).toHaveCount(1);
    });
  }

  expect(leaks.elsewhere).toEqual([]);
  expect(leaks.policy).toEqual([]);
});

test('the full-screen view offers its region as GFF3 and FASTA, and a click on the gene model opens its page', async ({ page }) => {
  test.setTimeout(DRAW_TIMEOUT + 60_000);
  await page.goto('/locus?name=AT1G01010');
  const fullScreen = page.getByRole('link', { name: 'Full-screen view' });
  await fullScreen.scrollIntoViewIfNeeded();
  await expect(fullScreen).toHaveAttribute('href', '/genome-browser?loc=Chr1:3518..6012');
  await fullScreen.click();
  await expect(page).toHaveURL(/\/genome-browser\?loc=Chr1:3518\.\.6012/);
  await expect(browserView(page).getByText('AT1G01010', { exact: true }).first()).toBeVisible({ timeout: DRAW_TIMEOUT });

  const gff3 = await page.request.get((await page.getByRole('link', { name: 'Download GFF3' }).getAttribute('href')) ?? '');
  expect(gff3.status()).toBe(200);
  const lines = (await gff3.text()).split('\n');
  expect(lines[0]).toBe('##gff-version 3');
  expect(lines.some((line) => line.startsWith('Chr1\t') && line.includes('\tgene\t') && line.includes('Name=AT1G01010'))).toBe(true);
  // The address follows the region JBrowse shows (its pixels may round the ends by a base).
  const loc = new URL(page.url()).searchParams.get('loc') ?? '';
  const fasta = await page.request.get((await page.getByRole('link', { name: 'Download FASTA' }).getAttribute('href')) ?? '');
  expect(fasta.status()).toBe(200);
  const [header, ...bases] = (await fasta.text()).trim().split('\n');
  expect(header!.startsWith(`>${loc} `)).toBe(true);
  const [start, end] = loc.split(':')[1]!.split('..').map(Number);
  expect(bases.join('')).toMatch(new RegExp(`^[ACGTN]{${end! - start! + 1}}$`));

  await browserView(page).getByText('AT1G01010', { exact: true }).first().click();
  await expect(page).toHaveURL(/\/locus\?name=AT1G01010$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('AT1G01010');
});
