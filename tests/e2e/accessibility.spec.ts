import { atPhoneThenDesktop, expect, expectNoAxeViolations, sidewaysScroll, test, waitUntilSettled } from './helpers';

// Page states record-types.spec.ts does not visit. It opens one populated record of every type (the locus and gene
// pages among them) at these two widths with axe and the narrow sideways-scroll check; the empty locus, whose
// sections are listed in brief, is axed here at both widths.
// (empty-record.spec.ts holds the empty locus's other rules.)
test('the empty locus page has no axe violations (375 px, then 1280 px) and does not scroll sideways on a phone', async ({ page }) => {
  const open = async () => {
    await page.goto('/locus?name=AT5G99990');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('AT5G99990');
  };
  await atPhoneThenDesktop(page, open, async (width) => {
    await waitUntilSettled(page);
    await expectNoAxeViolations(page, { excludeFrames: true });
    if (width === 'phone') expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
});

test('on a narrow screen the section strip keeps the highlighted section in sight', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/locus?name=AT1G01010#external-links');
  const nav = page.getByRole('navigation', { name: 'Sections of this page' });
  const active = nav.locator('a[aria-current="location"]');
  await expect(active).toHaveText('External Links');
  await expect(active).toBeInViewport();
});
