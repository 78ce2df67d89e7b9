import { expect, test } from '@playwright/test';
test('probe', async ({ page }) => {
  page.on('response', (r) => { if (r.status() >= 400) console.log('BAD', r.status(), r.url()); });
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text(), JSON.stringify(m.location())));
  await page.goto('/protein?key=1009117474');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Protein');
  await page.waitForLoadState('networkidle');
  console.log('SCROLL', await page.evaluate(() => [window.scrollY, document.documentElement.scrollHeight, innerHeight]));
  await page.goto('/locus?name=AT1G01010');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gene');
  await page.waitForLoadState('networkidle');
  await page.locator('#protein-data').getByRole('link', { name: 'AT1G01010.1' }).scrollIntoViewIfNeeded();
  console.log('LOCUS SCROLL', await page.evaluate(() => [window.scrollY, location.href]));
  await page.locator('#protein-data').getByRole('link', { name: 'AT1G01010.1' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Protein');
  for (let i = 0; i < 5; i++) { console.log('AFTER', await page.evaluate(() => [window.scrollY, location.href, document.documentElement.scrollHeight])); await page.waitForTimeout(400); }
});
