// Pictures on detail pages: the protein's domain drawing at a desktop's and a phone's width, and the genome
// browser frames of map elements and loci. This machine cannot reach the genome browser, so every frame here ends
// in its notice; a browser that never answers is staged by holding its requests.
import type { Page } from '@playwright/test';
import { expect, test, waitUntilSettled } from './helpers';

const PROTEIN_URL = '/protein?key=1009117474';
const SILENT = 'The genome browser did not answer. Open it in a new tab.';

const domainFigure = (page: Page) => page.getByRole('group', { name: /^Domain Architecture: N-terminus left/ });

async function openProtein(page: Page) {
  await page.goto(PROTEIN_URL);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Protein: AT1G01010.1');
  await waitUntilSettled(page);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`the protein page draws its domains, readable and within the page at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openProtein(page);
    const figure = domainFigure(page);
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toBeVisible();
    await expect(figure).toHaveAccessibleDescription('2 domains on 429 residues; overlapping domains stacked in 2 rows.');

    // Laid out for its width, not shrunk: the ruler's labels keep 12 px type and the figure stays inside the page.
    const box = await figure.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(viewport.width);
    const rulerText = figure.locator('[data-ruler] text').first();
    expect((await rulerText.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(11);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    // The numbered list names both domains with their InterPro links.
    const list = page.getByRole('list', { name: 'Domains in the drawing' });
    await expect(list.getByRole('listitem')).toHaveText([
      /^1NAC domain superfamily, residues 9–164/,
      /^2NAC domain, residues 14–160/,
    ]);
  });
}

test('each domain box is a link to its InterPro entry that the keyboard reaches, with a visible focus mark', async ({ page }) => {
  await openProtein(page);
  const boxes = domainFigure(page).getByRole('link');
  await expect(boxes).toHaveCount(2);
  await expect(boxes.nth(1)).toHaveAttribute('href', 'https://www.ebi.ac.uk/interpro/entry/InterPro/IPR003441');
  await boxes.nth(0).focus();
  await page.keyboard.press('Tab');
  await expect(boxes.nth(1)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(boxes.nth(0)).toBeFocused();
  const stroke = await boxes.nth(0).locator('rect').evaluate((rect) => getComputedStyle(rect).strokeWidth);
  expect(stroke).toBe('3px');
});

const mapElements = [
  { url: '/marker?key=4102001', name: 'T25K16-CAPS', loc: 'Chr1:2075..2625', track: 'TAIR10_genetic_markers' },
  { url: '/polyallele?key=4500910', name: 'AT1G01010-CL1', loc: 'Chr1:4529..4531', track: 'TAIR10_polymorphisms' },
  { url: '/transposon?key=6900001', name: 'AT1TE12295', loc: 'Chr1:3604872..3610319', track: 'Araport11_transposons' },
];

for (const element of mapElements) {
  test(`${element.url} frames the genome browser on its track, and says so when the browser cannot be reached`, async ({ page }) => {
    await page.goto(element.url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(element.name);
    const center = page.getByRole('link', { name: `Center on ${element.name}` });
    await center.scrollIntoViewIfNeeded();
    const centerUrl = new URL((await center.getAttribute('href')) ?? '');
    expect(centerUrl.searchParams.get('loc')).toBe(element.loc);
    expect(centerUrl.searchParams.get('tracks')?.split(',')[0]).toBe(element.track);

    const notice = page.getByRole('status').filter({ hasText: SILENT });
    await expect(notice).toBeVisible();
    const open = notice.getByRole('link', { name: 'Open it in a new tab.' });
    expect(new URL((await open.getAttribute('href')) ?? '').searchParams.get('loc')).toBe(element.loc);
    await expect(open).toHaveAttribute('target', '_blank');
  });
}

test("the locus page's frame says so when the genome browser cannot be reached, and 'Try again' asks again", async ({ page }) => {
  await page.goto('/locus?name=AT1G01010');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gene: AT1G01010');
  await page.getByRole('link', { name: 'Full-screen view' }).first().scrollIntoViewIfNeeded();
  const notice = page.getByRole('status').filter({ hasText: SILENT });
  await expect(notice).toBeVisible();
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().startsWith('https://jbrowse.arabidopsis.org/')) asked += 1;
  });
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toBeVisible();
  expect(asked).toBeGreaterThan(0);
});

test('a genome browser that never answers is reported after 15 s, not before', async ({ page }) => {
  // The browser's host takes the requests and never answers them; the page's clock is driven by the test.
  // The page asks with a HEAD request once the frame nears the screen, and starts its 15 s wait at that moment;
  // the clock only moves after that question was seen, however late the page gets to it.
  let asked = false;
  await page.route('https://jbrowse.arabidopsis.org/**', (route) => {
    if (route.request().method() === 'HEAD') asked = true;
  });
  await page.clock.install();
  await page.goto('/marker?key=4102001');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('T25K16-CAPS');
  const frame = page.getByTitle('Genome browser view of T25K16-CAPS');
  await frame.scrollIntoViewIfNeeded();
  await expect.poll(() => asked).toBe(true);
  await page.clock.runFor(14_000);
  await expect(frame).toBeVisible();
  await expect(page.getByText(SILENT)).toHaveCount(0);
  await page.clock.runFor(2_000);
  await expect(page.getByRole('status').filter({ hasText: SILENT })).toBeVisible();
  await expect(frame).toHaveCount(0);
});
