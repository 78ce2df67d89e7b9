import type { Page } from '@playwright/test';
import { expect, test, waitUntilSettled } from './helpers';

// 'Cite this page', the schema.org / Bioschemas JSON-LD of every detail page, and the printed page.

const DCT_CONFORMS_TO = 'http://purl.org/dc/terms/conformsTo';

/**
 * The properties each Bioschemas profile marks 'Minimum' (besides @context, @type, @id and dct:conformsTo), as the
 * profiles' pages list them: Gene 1.0-RELEASE, Protein 0.11-RELEASE, ScholarlyArticle 0.2-DRAFT-2020_12_03,
 * Person 0.3-DRAFT. Organization has no Bioschemas profile: schema.org's name, identifier and url.
 */
const profiles = {
  Gene: { url: 'https://bioschemas.org/profiles/Gene/1.0-RELEASE', minimum: ['identifier', 'name'] },
  Protein: { url: 'https://bioschemas.org/profiles/Protein/0.11-RELEASE', minimum: ['identifier', 'name'] },
  ScholarlyArticle: { url: 'https://bioschemas.org/profiles/ScholarlyArticle/0.2-DRAFT-2020_12_03', minimum: ['identifier', 'name'] },
  Person: { url: 'https://bioschemas.org/profiles/Person/0.3-DRAFT', minimum: ['name', 'description', 'mainEntityOfPage'] },
  Organization: { url: undefined, minimum: ['name', 'identifier', 'url'] },
} as const;

const pages = [
  { address: '/locus?name=AT1G01010', type: 'Gene', stable: '/locus?key=2200935', name: 'AT1G01010', identifier: 'Locus:2200935' },
  { address: '/gene?name=AT1G01010.1', type: 'Gene', stable: '/gene?key=6530298709', name: 'AT1G01010.1', identifier: 'Gene:6530298709' },
  { address: '/protein?key=1009117474', type: 'Protein', stable: '/protein?key=1009117474', name: 'AT1G01010.1', identifier: 'AASequence:1009117474' },
  {
    address: '/publication?key=501741973',
    type: 'ScholarlyArticle',
    stable: '/publication?key=501741973',
    name: 'Evidence for network evolution in an Arabidopsis interactome map.',
    identifier: 'pmid:21798944',
  },
  { address: '/person?key=1501415858', type: 'Person', stable: '/person?key=1501415858', name: 'Daniel Okafor', identifier: undefined },
  {
    address: '/organization?key=1501000101',
    type: 'Organization',
    stable: '/organization?key=1501000101',
    name: 'Carnegie Institution for Science, Department of Plant Biology',
    identifier: undefined,
  },
] as const;

async function structuredDataOf(page: Page): Promise<Record<string, unknown>> {
  const blocks = page.locator('script[type="application/ld+json"]');
  await expect(blocks).toHaveCount(1);
  return JSON.parse((await blocks.textContent()) ?? '') as Record<string, unknown>;
}

for (const entry of pages) {
  test(`${entry.address} describes its record as ${entry.type} JSON-LD with the profile's required properties`, async ({ page, baseURL }) => {
    await page.goto(entry.address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const data = await structuredDataOf(page);
    const stableUrl = `${baseURL}${entry.stable}`;
    const profile = profiles[entry.type];

    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe(entry.type);
    expect(data['@id']).toBe(stableUrl);
    expect(data[DCT_CONFORMS_TO]).toEqual(profile.url ? { '@id': profile.url } : undefined);
    for (const property of profile.minimum) {
      expect(typeof data[property] === 'string' && (data[property] as string).trim() !== '', `${property} is a non-empty text`).toBe(true);
    }
    expect(data.name).toBe(entry.name);
    expect(data.url).toBe(stableUrl);
    expect(data.identifier).toBe(entry.identifier ?? stableUrl);
  });
}

test('the JSON-LD follows the page to the next record', async ({ page, baseURL }) => {
  await page.goto('/locus?name=AT1G01010');
  expect((await structuredDataOf(page)).name).toBe('AT1G01010');
  await page.goto('/locus?name=AT1G01060');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('AT1G01060');
  expect(await structuredDataOf(page)).toMatchObject({ name: 'AT1G01060', identifier: 'Locus:2200950', url: `${baseURL}/locus?key=2200950` });
});

test.describe('Cite this page', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('opens a citation with the stable URL of a locus opened by name, and copies it as text and as BibTeX', async ({ page, baseURL }) => {
    await page.goto('/locus?name=AT1G01010');
    await page.getByRole('button', { name: 'Cite this page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cite this page' });
    const stableUrl = `${baseURL}/locus?key=2200935`;
    await expect(dialog.getByRole('link', { name: stableUrl })).toHaveAttribute('href', stableUrl);
    await expect(dialog).toContainText('Locus:2200935');
    await expect(dialog).toContainText('The Arabidopsis Information Resource (TAIR)');

    await dialog.getByRole('button', { name: 'Copy as text' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Copied (text)');
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toMatch(/^AT1G01010 \(Locus:2200935\)\. The Arabidopsis Information Resource \(TAIR\)\. /);
    expect(text).toContain(`${stableUrl}. Accessed `);

    await dialog.getByRole('button', { name: 'Copy as BibTeX' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Copied (BibTeX)');
    const bibtex = await page.evaluate(() => navigator.clipboard.readText());
    expect(bibtex).toMatch(/^@misc\{tair-locus-2200935,\n/);
    expect(bibtex).toContain(`url = {${stableUrl}}`);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cite this page' })).toBeFocused();
  });

  test('is on every detail page, reachable by keyboard', async ({ page }) => {
    await page.goto('/organization?key=1501000101');
    const button = page.getByRole('button', { name: 'Cite this page' });
    const box = await button.boundingBox();
    expect(box && box.width >= 24 && box.height >= 24).toBe(true);
    await button.focus();
    await expect(button).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Cite this page' })).toContainText('Carnegie Institution for Science, Department of Plant Biology');
  });
});

test('a printed locus page has no header, side navigation or buttons, and shows every row of a paged table', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/locus?name=AT1G01010');
  await waitUntilSettled(page);
  const publications = page.getByRole('table', { name: 'Publications' });
  const publicationRows = publications.locator(':scope > tbody > tr:not(:has(dl))');
  // On screen: 15 publications (the table's cap), ten to a page.
  await expect(publicationRows).toHaveCount(10);

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.locator('footer').first()).toBeHidden();
  await expect(page.locator('nav[aria-label="Sections of this page"]')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cite this page' })).toBeHidden();
  await expect(publicationRows).toHaveCount(15);
  // Without the side navigation the sections take the page's width.
  const sectionWidth = await page.locator('#publications').evaluate((element) => element.getBoundingClientRect().width);
  expect(sectionWidth).toBeGreaterThan(900);

  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('header').first()).toBeVisible();
  await expect(publicationRows).toHaveCount(10);
});
