import type { Page } from '@playwright/test';
import { atPhoneThenDesktop, expect, sidewaysScroll, test, waitUntilSettled } from './helpers';

// The summary band: who a locus, gene model or protein is, in the first screen of a desktop and of a phone; and the
// record's own name in the heading area of the clone and publication pages.

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

const pages = [
  {
    name: 'locus',
    url: '/locus?name=AT1G01010',
    heading: 'Gene: AT1G01010',
    band: 'Locus at a glance',
    values: { 'Primary Symbol': 'NAC001', 'AGI Code': 'AT1G01010', Location: 'Chr1:3,631–5,899 (forward strand, 2,269 bp)' },
    link: { label: 'Gene Models', name: 'AT1G01010.1', href: /^\/gene\?key=\d+$/ },
  },
  {
    name: 'gene',
    url: '/gene?name=AT1G01010.1',
    heading: 'AT1G01010.1',
    band: 'Gene model at a glance',
    values: { 'Primary Symbol': 'NAC001', 'Gene Model Type': 'protein_coding', Location: 'Chr1:3,631–5,899 (forward strand, 2,269 bp)' },
    link: { label: 'Locus', name: 'AT1G01010', href: /^\/locus\?key=\d+$/ },
  },
  {
    name: 'protein',
    url: '/protein?key=1009117474',
    heading: 'Protein: AT1G01010.1',
    band: 'Protein at a glance',
    values: { Length: '429 aa', 'Gene Model': 'AT1G01010.1' },
    link: { label: 'Locus', name: 'AT1G01010', href: /^\/locus\?key=\d+$/ },
  },
];

const valueOf = (page: Page, band: string, label: string) =>
  page.getByRole('region', { name: band }).locator('[data-summary-item]').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

for (const entry of pages) {
  test(`the ${entry.name} page shows its summary band in the first screen (390 px, then 1280 px)`, async ({ page }) => {
    const band = page.getByRole('region', { name: entry.band });
    await atPhoneThenDesktop(
      page,
      () => page.goto(entry.url),
      async (width) => {
        await expect(page.getByRole('heading', { level: 1 })).toContainText(entry.heading);
        await expect(band).toBeVisible();
        for (const [label, value] of Object.entries(entry.values)) await expect(valueOf(page, entry.band, label)).toHaveText(value);
        const link = valueOf(page, entry.band, entry.link.label).getByRole('link', { name: entry.link.name });
        await expect(link).toHaveAttribute('href', entry.link.href);
        await waitUntilSettled(page);
        const box = await band.boundingBox();
        expect(box, 'the band is laid out').not.toBeNull();
        expect((box?.y ?? 0) + (box?.height ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(viewports[width].height);
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      },
      viewports,
    );
    // Axe: record-types.spec.ts checks these same records' whole pages, the band with them, at 375 and 1280 px.
  });
}

test('an obsolete locus carries a red (obsolete) mark, says so in its band and links the locus it was merged into', async ({ page }) => {
  await page.goto('/locus?name=AT1G01015');
  const mark = page.getByText('(obsolete)');
  await expect(mark).toBeVisible();
  await expect(mark).toHaveCSS('color', 'rgb(183, 28, 28)');
  const band = 'Locus at a glance';
  await expect(valueOf(page, band, 'Status')).toHaveText('Obsolete (no longer in use)');
  await valueOf(page, band, 'Merged Into').getByRole('link', { name: 'AT1G01010' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Gene: AT1G01010\b/);
});

const namedPages = [
  { name: 'clone', url: '/clone?key=5001001', heading: /^Clone/, nameLine: 'RAFL09-17-B20' },
  { name: 'publication', url: '/publication?key=501741973', heading: /^Publication: Evidence for network evolution/, nameLine: 'Arabidopsis Interactome Mapping Consortium · Science · 2011' },
];

for (const entry of namedPages) {
  test(`the ${entry.name} page names its record by the heading (390 px, then 1280 px)`, async ({ page }) => {
    const heading = page.getByRole('heading', { level: 1 });
    const nameLine = page.locator('[data-record-name-line]');
    await atPhoneThenDesktop(
      page,
      () => page.goto(entry.url),
      async (width) => {
        await expect(heading).toHaveText(entry.heading);
        await expect(nameLine).toHaveText(entry.nameLine);
        const headingBox = await heading.boundingBox();
        const nameBox = await nameLine.boundingBox();
        // Right under the heading (its Help link or 'Cite this page' may share the heading's line).
        expect((nameBox?.y ?? 0) - ((headingBox?.y ?? 0) + (headingBox?.height ?? 0))).toBeLessThan(48);
        expect((nameBox?.y ?? 0) + (nameBox?.height ?? 0)).toBeLessThanOrEqual(viewports[width].height);
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      },
      viewports,
    );
  });
}
