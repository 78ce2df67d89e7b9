import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitUntilSettled } from './helpers';

const pages = [
  { name: 'locus', url: '/locus?name=AT1G01010', heading: 'Gene: AT1G01010' },
  { name: 'gene', url: '/gene?name=AT1G01010.1', heading: 'AT1G01010.1' },
  { name: 'empty locus', url: '/locus?name=AT5G99990', heading: 'AT5G99990' },
];

for (const { name, url, heading } of pages) {
  for (const viewport of [
    { label: 'desktop', width: 1280, height: 900 },
    { label: 'narrow', width: 375, height: 812 },
  ]) {
    test(`the ${name} page has no axe violations (${viewport.label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await waitUntilSettled(page);
      const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}

test('the locus page does not scroll sideways on a narrow screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/locus?name=AT1G01010');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitUntilSettled(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on a narrow screen the section strip keeps the highlighted section in sight', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/locus?name=AT1G01010#external-links');
  const nav = page.getByRole('navigation', { name: 'Sections of this page' });
  const active = nav.locator('a[aria-current="location"]');
  await expect(active).toHaveText('External Links');
  await expect(active).toBeInViewport();
});
