import { expect, test } from './helpers';

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
