import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitUntilSettled } from './helpers';

// Page states record-types.spec.ts does not visit. It opens one populated record of every type (the locus and gene
// pages among them) at these two widths with axe and the narrow sideways-scroll check; the empty locus, whose
// sections are listed in brief, is axed here at both widths.
for (const viewport of [
  { label: 'desktop', width: 1280, height: 900 },
  { label: 'narrow', width: 375, height: 812 },
]) {
  test(`the empty locus page has no axe violations (${viewport.label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/locus?name=AT5G99990');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('AT5G99990');
    await waitUntilSettled(page);
    const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('on a narrow screen the section strip keeps the highlighted section in sight', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/locus?name=AT1G01010#external-links');
  const nav = page.getByRole('navigation', { name: 'Sections of this page' });
  const active = nav.locator('a[aria-current="location"]');
  await expect(active).toHaveText('External Links');
  await expect(active).toBeInViewport();
});
