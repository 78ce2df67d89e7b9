import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { demoDataset } from '../../data';
import { recordTypeConfigs, type RegisteredRecordType } from '../../data/recordTypes';
import type { RecordTypeConfigData } from '../../src/engine/config/format';
import { atPhoneThenDesktop, expect, openLocus, test, waitUntilSettled } from './helpers';

// The configs as Node reads them (sections/index.ts lists them through Vite's import.meta.glob).
const recordTypes = recordTypeConfigs as readonly (RegisteredRecordType & RecordTypeConfigData)[];

// Detail-page tables fit their section card at 1280 px: the columns a reader needs first side by side, the rest in
// each row's detail, which opens from the keyboard; on a 390 px phone each row is a card. Checked on every record
// type, on its first demo record and on its two largest (the widest tables the demo data has), each opened at the
// phone's width and then widened.

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

function pagesToCheck(apiType: string, route: string): string[] {
  const demos = (demoDataset[apiType] ?? []).filter((demo) => !demo.linkTarget);
  const largest = [...demos].sort((a, b) => JSON.stringify(b.record).length - JSON.stringify(a.record).length).slice(0, 2);
  return [...new Set([demos[0], ...largest].filter((demo) => demo !== undefined).map((demo) => `${route}?key=${encodeURIComponent(String(demo.key))}`))];
}

async function openRecord(page: Page, address: string) {
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not Found' })).toHaveCount(0);
  await waitUntilSettled(page);
}

/** How many tables the page shows, and those wider than the box they scroll in or than their section card. */
const measureTables = (page: Page) =>
  page.evaluate(() => {
    const tables = Array.from(document.querySelectorAll<HTMLElement>('main section [role="region"][aria-label$="(scrollable table)"]'))
      .filter((box) => !box.hidden)
      .map((box) => {
        const card = box.closest('section')!.getBoundingClientRect();
        const { left, right } = box.getBoundingClientRect();
        return { table: box.getAttribute('aria-label'), scrollWidth: box.scrollWidth, clientWidth: box.clientWidth, inCard: left >= card.left && right <= card.right };
      });
    return { count: tables.length, tooWide: tables.filter((table) => table.scrollWidth > table.clientWidth || !table.inCard) };
  });

/** Opens, or closes, every row detail the page shows (a layout check; the keyboard has its own test). */
const toggleEveryDetail = (page: Page, open: boolean) =>
  page.evaluate((expanded) => {
    for (const toggle of Array.from(document.querySelectorAll<HTMLButtonElement>(`main button[aria-label^="Details of "][aria-expanded="${expanded}"]`))) toggle.click();
  }, String(!open));

const pageScrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

const hasTables = (config: (typeof recordTypes)[number]) => config.sections.some((section) => section.fields.some((field) => field.kind === 'table'));

for (const config of recordTypes.filter(hasTables)) {
  const addresses = pagesToCheck(config.apiType, config.route);

  test(`${config.type}: rows are cards on a 390 px phone, and no table is wider than its card at 1280 px, with every row detail open too`, async ({ page }) => {
    let cards = 0;
    let checked = 0;
    for (const address of addresses) {
      await atPhoneThenDesktop(
        page,
        () => openRecord(page, address),
        async (width) => {
          if (width === 'phone') {
            await expect(page.locator('main section [aria-label$="(scrollable table)"]'), address).toHaveCount(0);
            await toggleEveryDetail(page, true);
            expect(await pageScrollsSideways(page), address).toBe(false);
            // A card: a list item holding the row's labelled values.
            cards += await page.locator('main section ul[aria-label] > li > dl').count();
            // The desktop check starts from closed rows, as a page opens.
            await toggleEveryDetail(page, false);
            return;
          }
          await waitUntilSettled(page);
          const closed = await measureTables(page);
          expect(closed.tooWide, address).toEqual([]);
          await toggleEveryDetail(page, true);
          expect((await measureTables(page)).tooWide, `${address}, details open`).toEqual([]);
          expect(await pageScrollsSideways(page), address).toBe(false);
          checked += closed.count;
        },
        { phone, desktop },
      );
    }
    // The demo records chosen show tables of this type, so the checks above measured something.
    expect(cards).toBeGreaterThan(0);
    expect(checked).toBeGreaterThan(0);
  });
}

test.describe('the Gene Ontology table of AT1G01010', () => {
  const goSection = (page: Page) => page.locator('section#gene-ontology');

  test('shows term, relationship, aspect, evidence and reference, opens a row detail from the keyboard, and Download TSV still holds every column', async ({ page }) => {
    await page.setViewportSize(desktop);
    await openLocus(page);
    await test.step('the columns, and a row detail from the keyboard', async () => {
      const table = goSection(page).getByRole('table', { name: 'Gene Ontology' });
      await expect(table.getByRole('columnheader')).toHaveText(['Details', 'Keyword', 'Relationship Type', 'Category', 'Evidence', 'Reference']);
      // Tab from the table's scroll box, past the five sort buttons of its header, to the first row's button.
      await goSection(page).getByRole('region', { name: 'Gene Ontology (scrollable table)' }).focus();
      const toggle = table.getByRole('button', { name: /^Details of / }).first();
      for (let presses = 0; presses < 8 && !(await toggle.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('Tab');
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const detail = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect(detail.getByRole('term').filter({ hasText: 'Annotated By' })).toBeVisible();
      await expect(detail.getByRole('link', { name: 'TAIR' })).toBeVisible();
      // A visible focus mark on the button (WCAG 2.4.7).
      expect(await toggle.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
      await page.keyboard.press('Space');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(detail).toHaveCount(0);
    });
    await test.step('Download TSV, the detail columns included', async () => {
      const rows = await goSection(page).getByRole('table', { name: 'Gene Ontology' }).locator('tbody > tr').count();
      const downloading = page.waitForEvent('download');
      await goSection(page).getByRole('button', { name: 'Download TSV' }).first().click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('gene-ontology.tsv');
      const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\n');
      expect(lines[0]!.split('\t')).toEqual([
        'Keyword',
        'Relationship Type',
        'Category',
        'Evidence',
        'Evidence Description',
        'Evidence With',
        'Symbol',
        'Reference',
        'Annotated By',
        'Date',
      ]);
      expect(lines.length - 1).toBeGreaterThanOrEqual(rows);
      for (const line of lines.slice(1)) expect(line.split('\t')).toHaveLength(10);
    });
  });

  test('is a list of cards on a 390 px phone, each with its labelled values and a Details button', async ({ page }) => {
    await page.setViewportSize(phone);
    await openLocus(page);
    const cards = goSection(page).getByRole('list', { name: 'Gene Ontology' });
    await expect(cards).toBeVisible();
    await expect(goSection(page).getByRole('table')).toHaveCount(0);
    const first = cards.getByRole('listitem').first();
    await expect(first.getByRole('term')).toHaveText(['Keyword', 'Relationship Type', 'Category', 'Evidence', 'Reference']);
    const toggle = first.getByRole('button', { name: /^Details of / });
    await toggle.click();
    await expect(first.getByRole('term').filter({ hasText: 'Annotated By' })).toBeVisible();
    expect(await pageScrollsSideways(page)).toBe(false);
  });
});

test('gene and polymorphism results and every browse table are cards on a 375 px phone, nothing scrolls sideways, a card selects its row', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/results?mainType=general&category=genes&searchText=LFY');
  const geneCard = page.getByRole('list', { name: /^Search Results/ }).getByRole('listitem').filter({ has: page.getByRole('link', { name: 'AT5G61850', exact: true }) });
  // The identifier leads the card.
  await expect(geneCard.locator('dd').first().getByRole('link')).toHaveText('AT5G61850');
  await expect(page.getByRole('table')).toHaveCount(0);
  await geneCard.getByRole('checkbox', { name: /AT5G61850/ }).check();
  await expect(page.getByText(/^1 of [\d,]+ selected$/)).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);
  // The category with the longest title fits too.
  await page.goto('/results?mainType=general&category=polyallele&searchText=flower');
  await expect(page.getByRole('list', { name: /^Search Results/ }).getByRole('listitem').first()).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);

  for (const address of ['/browse/transposon_families', '/browse/gene_symbols', '/browse/recent_literature', '/browse/gene_family', '/browse/microarray_experiments']) {
    await page.goto(address);
    await expect(page.locator('main ul[aria-label] > li > dl').first(), address).toBeVisible();
    // Each card leads with the row's identifier, its link.
    await expect(page.locator('main ul[aria-label] > li > dl').first().locator('dd').first().getByRole('link'), address).toBeVisible();
    await expect(page.getByRole('table'), address).toHaveCount(0);
    expect(await pageScrollsSideways(page), address).toBe(false);
  }
});
