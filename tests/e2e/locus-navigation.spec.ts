import { activeNavLink, expect, openLocus, sectionTop, test, waitUntilSettled, watchConsole } from './helpers';

const LOCUS_SECTIONS = [
  'Summary',
  'Transcripts',
  'Maps and Mapping Data',
  'Sequences',
  'Protein Data',
  'Expression',
  'Gene Ontology',
  'Homology',
  'Germplasm and Clones',
  'Polymorphisms',
  'Publications',
  'External Links',
];

test('the locus page shows its title, document title and the 12 sections in the side navigation', async ({ page }) => {
  const errors = watchConsole(page);
  await openLocus(page);
  await expect(page).toHaveTitle('Locus: AT1G01010');
  const nav = page.getByRole('navigation', { name: 'Sections of this page' });
  await expect(nav.getByRole('link')).toHaveText(LOCUS_SECTIONS);
  await expect(page.locator('section[data-section-id]')).toHaveCount(12);
  await expect(page.getByRole('main').getByRole('link', { name: 'Help' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('img', { name: 'Premium content' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('clicking a nav item scrolls its section to about 210 px and highlights it', async ({ page }) => {
  await openLocus(page);
  await page.getByRole('navigation', { name: 'Sections of this page' }).getByRole('link', { name: 'Gene Ontology' }).click();
  await expect(activeNavLink(page)).toHaveText('Gene Ontology');
  await expect.poll(() => sectionTop(page, 'gene-ontology')).toBeGreaterThan(190);
  await expect.poll(() => sectionTop(page, 'gene-ontology')).toBeLessThan(230);
  await expect(page).toHaveURL(/#gene-ontology$/);
});

test('a nav click writes the clicked section into the hash and keeps it while the page loads, until the reader scrolls', async ({ page }) => {
  await openLocus(page);
  await page.getByRole('navigation', { name: 'Sections of this page' }).getByRole('link', { name: 'Publications' }).click();
  await waitUntilSettled(page);
  await expect(page).toHaveURL(/#publications$/);
  await expect(activeNavLink(page)).toHaveText('Publications');
  // The reader's own scroll takes the highlight and the hash with it.
  await page.keyboard.press('Home');
  await expect(activeNavLink(page)).toHaveText('Summary');
  await expect(page).toHaveURL(/#summary$/);
});

test('scrolling highlights the section in view and the URL hash follows', async ({ page }) => {
  await openLocus(page);
  // Bring Polymorphisms just above the locus detection line (280 px).
  await page.evaluate(() => {
    const top = document.getElementById('polymorphisms')!.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: top - 150, behavior: 'auto' });
  });
  await expect(activeNavLink(page)).toHaveText('Polymorphisms');
  await expect(page).toHaveURL(/#polymorphisms$/);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'auto' }));
  await expect(activeNavLink(page)).toHaveText('Summary');
  await expect(page).toHaveURL(/#summary$/);
});

test('a deep link with #homology lands on that section while the page above is still laying out', async ({ page }) => {
  await openLocus(page, 'name=AT1G01010', '#homology');
  await expect(activeNavLink(page)).toHaveText('Homology');
  // Side data (paralogs, expression image) arrives after the first paint; the section must stay in place.
  await waitUntilSettled(page);
  await expect.poll(() => sectionTop(page, 'homology')).toBeGreaterThan(190);
  expect(await sectionTop(page, 'homology')).toBeLessThan(230);
});
