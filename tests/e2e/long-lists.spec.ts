// Long lists on detail pages: AT4G00010's 300 PANTHER paralogs in the 'All Paralogs' dialog, and the 1,000
// progeny lines the Col-0 EMS population's page lists (data/README.md, data/records/germplasm/progeny.ts), as the
// reference server serves them. Both get a filter box with an announced count and sortable columns: their filtering,
// sorting, phone layout and axe are the stories' (Homologs.stories.tsx, ProgenyLines.stories.tsx).
import type { Page } from '@playwright/test';
import { largeFamilyMembers } from '../../data/panther/families';
import { emsPopulationKey } from '../../data/records/keys';
import { expect, test } from './helpers';

const paralogAgis = largeFamilyMembers().map(([agi]) => agi);

async function openAllParalogs(page: Page) {
  await page.goto('/locus?name=AT4G00010#homology');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gene: AT4G00010');
  const trigger = page.getByRole('button', { name: `Show More ... (${paralogAgis.length - 2})`, exact: true });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'All Paralogs' });
  await expect(dialog).toBeVisible();
  return { trigger, dialog, filter: dialog.getByRole('searchbox', { name: 'Filter paralogs' }) };
}

async function openProgenyLines(page: Page) {
  await page.goto(`/germplasm?key=${emsPopulationKey}#pedigree`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Col-0 EMS population');
  const section = page.locator('#pedigree');
  return { section, filter: section.getByRole('searchbox', { name: 'Filter progeny lines' }) };
}

test.describe("AT4G00010's 300 paralogs", () => {
  test("the trigger counts the paralogs it adds; the dialog opens with focus in its filter and Escape returns to the trigger", async ({ page }) => {
    const { trigger, dialog, filter } = await openAllParalogs(page);
    await expect(filter).toBeFocused();
    await expect(dialog.getByRole('status')).toHaveText(`${paralogAgis.length} paralogs`);
    await expect(dialog.locator('tbody tr')).toHaveCount(paralogAgis.length);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe("the Col-0 EMS population's 1,000 progeny lines", () => {
  test('the filter narrows the lines, the pager counts only the matches, and a line opens its page', async ({ page }) => {
    const { section, filter } = await openProgenyLines(page);
    await expect(section.getByRole('status')).toHaveText('1,000 progeny lines');
    await expect(section.getByText('1–10 of 1,000')).toBeVisible();
    await filter.fill('EMS LINE 01');
    await expect(section.getByRole('status')).toHaveText('100 of 1,000 progeny lines match');
    await expect(section.getByText('1–10 of 100')).toBeVisible();
    await section.getByRole('link', { name: 'Col-0 EMS line 0100' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Col-0 EMS line 0100');
  });
});
