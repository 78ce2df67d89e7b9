import { expect, openLocus, test } from './helpers';

test('a lower-case name is upper-cased and resolved', async ({ page }) => {
  await page.goto('/locus?name=at1g01010');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gene: AT1G01010');
});

test('a missing key shows the not-found view', async ({ page }) => {
  await page.goto('/locus?key=999999999');
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
});

test('a name nobody has shows the not-found view', async ({ page }) => {
  await page.goto('/locus?name=AT9G99999');
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
});

test('a malformed response shows the error view, never a blank page', async ({ page }) => {
  // The reference server only serves well-formed records, so this one response is replaced on its way in.
  await page.route('**/api/detail/locus?key=2200935', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ name: 42, symbols: 'not a list' }) }),
  );
  await page.goto('/locus?key=2200935');
  await expect(page.getByRole('heading', { name: 'This locus cannot be shown' })).toBeVisible();
  await expect(page.getByText('Technical details')).toBeVisible();
});

test('an obsolete locus carries a red (obsolete) mark', async ({ page }) => {
  await page.goto('/');
  await page.goto('/locus?name=AT1G01015');
  const mark = page.getByText('(obsolete)');
  await expect(mark).toBeVisible();
  await expect(mark).toHaveCSS('color', 'rgb(183, 28, 28)');
});

test('a locus with every section empty shows the empty-state texts', async ({ page }) => {
  await page.goto('/locus?name=AT5G99990');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('AT5G99990');
  await expect(page.getByText('No publications available')).toBeVisible();
  await expect(page.getByText('This locus does not have any plant homologs in PANTHER.')).toBeVisible();
  await expect(page.getByText('No Gene Ontology Annotations available')).toBeVisible();
});

test('the paralog dialog opens, closes with Escape and returns focus to its trigger', async ({ page }) => {
  await openLocus(page, 'name=AT1G01010', '#homology');
  const trigger = page.getByRole('button', { name: 'Show More ...' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'All Paralogs' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'AT1G01720' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('the locus publications stop at 15 rows with View Complete List', async ({ page }) => {
  await openLocus(page, 'name=AT1G01010', '#publications');
  const section = page.locator('#publications');
  await expect(section.getByRole('button', { name: 'View Complete List' }).or(section.getByRole('link', { name: 'View Complete List' }))).toBeVisible();
});
