import { expect, test, waitUntilSettled } from './helpers';

// A locus with every section empty (AT5G99990) is a short page that says once it has little data; its sections
// keep their place in the side navigation and their anchors. A well-described locus says nothing of the kind.
// (Its axe and phone-width checks are in accessibility.spec.ts.)
const EMPTY_LOCUS = '/locus?name=AT5G99990';
const NOTICE = /has little data yet/;

test.use({ viewport: { width: 1280, height: 800 } });

test('the empty locus is a short page that says once it has little data', async ({ page }) => {
  await page.goto(EMPTY_LOCUS);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('AT5G99990');
  await waitUntilSettled(page);
  await expect(page.getByText(NOTICE)).toHaveCount(1);
  await expect(page.getByText(NOTICE)).toHaveText(
    'This locus has little data yet: 9 of its 12 sections have nothing to show and are listed in brief below.',
  );
  // Every section's empty text stays, in brief.
  await expect(page.locator('#transcripts').getByRole('group', { name: 'Gene Models' })).toContainText('No RNA Data Found');
  await expect(page.locator('#publications')).toContainText('No publications available');
  await expect(page.getByText('This locus does not have any plant homologs in PANTHER.')).toBeVisible();
  await expect(page.getByText('No Gene Ontology Annotations available')).toBeVisible();
  // It was 3,900 px of empty cards. What is left beside the brief sections: the title, the notice and the summary
  // band, the Expression section's picture (the expression service answers for any locus name, ~500 px) and
  // PANTHER's answer in Homology.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(2_300);
});

test("the empty locus's sections stay in the side navigation and its links land on them", async ({ page }) => {
  await page.goto(EMPTY_LOCUS);
  const nav = page.getByRole('navigation', { name: 'Sections of this page' });
  await expect(nav.getByRole('link')).toHaveCount(12);
  await nav.getByRole('link', { name: 'Publications' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Publications' })).toBeFocused();
  await expect(page.locator('#publications')).toBeInViewport();
});

test('a well-described locus shows no little-data notice', async ({ page }) => {
  await page.goto('/locus?name=AT1G01010');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gene: AT1G01010');
  await waitUntilSettled(page);
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});
