import { expect, test, waitUntilSettled, watchConsole } from './helpers';

// A record page comes rendered by the server (server/firstScreen/renderedPage.ts): it reads before any of the app's
// code has run, and the app then takes it over as it is (hydration) instead of drawing it again.

test('a record page reads without JavaScript: frame, title, summary band and first sections, styled', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/locus?name=AT1G01010');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gene: AT1G01010◆');
    await expect(page.getByRole('region', { name: 'Locus at a glance' })).toContainText('NAC domain containing protein 1');
    await expect(page.getByRole('heading', { level: 2, name: 'Summary' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sections of this page' }).getByRole('link', { name: 'Publications' })).toBeVisible();
    // Its styles came with it: the header's bar has the theme's colour (not the default transparent), and the
    // baseline took the body's default margin away.
    expect(await page.locator('header > div').first().evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  } finally {
    await context.close();
  }
});

test('the app takes over the page the server rendered without drawing it again, then shows every section', async ({ page }) => {
  const errors = watchConsole(page);
  // The heading as the page's HTML brought it, before any script ran.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1');
    });
  });
  await page.goto('/locus?name=AT1G01010');
  await expect(page.getByRole('heading', { level: 2, name: 'Publications' })).toBeVisible();
  await waitUntilSettled(page);
  expect(await page.evaluate(() => (window as { serverHeading?: Element | null }).serverHeading === document.querySelector('h1'))).toBe(true);
  // The app is in charge: the side navigation moves to a section.
  await page.getByRole('navigation', { name: 'Sections of this page' }).getByRole('link', { name: 'Publications' }).click();
  await expect(page).toHaveURL(/#publications$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Publications' })).toBeInViewport();
  expect(errors).toEqual([]);
});
