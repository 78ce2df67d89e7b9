// Long lists on detail pages: AT4G00010's 300 PANTHER paralogs in the 'All Paralogs' dialog, and the 1,000
// progeny lines the Col-0 EMS population's page lists (data/README.md, data/records/germplasm/progeny.ts). Both
// get a filter box with an announced count and sortable columns.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { largeFamilyMembers } from '../../data/panther/families';
import { emsPopulationKey } from '../../data/records/keys';
import { expect, test, waitUntilSettled } from './helpers';

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

const axeViolations = async (page: Page, include: string) => {
  const results = await new AxeBuilder({ page }).include(include).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
};

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

  test('the filter matches AGI codes in any case and says when nothing matches', async ({ page }) => {
    const { dialog, filter } = await openAllParalogs(page);
    const onChromosome5 = paralogAgis.filter((agi) => agi.startsWith('AT5G'));
    await filter.fill('at5g');
    await expect(dialog.getByRole('status')).toHaveText(`${onChromosome5.length} of ${paralogAgis.length} paralogs match`);
    await expect(dialog.locator('tbody tr')).toHaveCount(onChromosome5.length);
    await expect(dialog.locator('tbody tr').first()).toContainText(onChromosome5[0]!);
    await filter.fill('xyz');
    await expect(dialog.getByRole('status')).toHaveText('No paralogs match "xyz"');
    await expect(dialog.getByRole('table')).toHaveCount(0);
  });

  test('the AGI column sorts both ways from its header button', async ({ page }) => {
    const { dialog } = await openAllParalogs(page);
    const header = dialog.getByRole('columnheader', { name: 'AGI' });
    await header.getByRole('button', { name: 'AGI' }).click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await header.getByRole('button', { name: 'AGI' }).click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const descending = [...paralogAgis].sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
    await expect(dialog.locator('tbody tr td:first-child').first()).toHaveText(descending[0]!);
    await expect(dialog.locator('tbody tr td:first-child').last()).toHaveText(descending.at(-1)!);
  });

  test('the open dialog has no axe violations and fits a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const { dialog, filter } = await openAllParalogs(page);
    await filter.fill('AT1G');
    await expect(dialog.getByRole('status')).toContainText('paralogs match');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    const sideways = await dialog.locator('.MuiDialogContent-root').evaluate((content) => content.scrollWidth - content.clientWidth);
    expect(sideways).toBeLessThanOrEqual(0);
  });
});

test.describe("the Col-0 EMS population's 1,000 progeny lines", () => {
  test('the filter narrows the lines, the pager counts only the matches, and an unmatched text is said', async ({ page }) => {
    const { section, filter } = await openProgenyLines(page);
    await expect(section.getByRole('status')).toHaveText('1,000 progeny lines');
    await expect(section.getByText('1–10 of 1,000')).toBeVisible();
    await filter.fill('EMS LINE 01');
    await expect(section.getByRole('status')).toHaveText('100 of 1,000 progeny lines match');
    await expect(section.getByText('1–10 of 100')).toBeVisible();
    await section.getByRole('link', { name: 'Col-0 EMS line 0100' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Col-0 EMS line 0100');
    await page.goBack();
    const again = await openProgenyLines(page);
    await again.filter.fill('xyz');
    await expect(again.section.getByRole('status')).toHaveText('No progeny lines match "xyz"');
    await expect(again.section.getByRole('table', { name: 'Progeny Lines' })).toBeHidden();
  });

  test('the Germplasm column sorts descending with the filter kept', async ({ page }) => {
    const { section, filter } = await openProgenyLines(page);
    const table = section.getByRole('table', { name: 'Progeny Lines' });
    const header = table.getByRole('columnheader', { name: 'Germplasm' });
    await header.getByRole('button', { name: 'Germplasm' }).click();
    await header.getByRole('button', { name: 'Germplasm' }).click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(table.locator('tbody tr').first()).toHaveText('Col-0 EMS line 1000');
    await filter.fill('099');
    await expect(section.getByRole('status')).toHaveText('11 of 1,000 progeny lines match');
    await expect(table.locator('tbody tr').first()).toHaveText('Col-0 EMS line 0999');
  });

  test('the pedigree section has no axe violations and no sideways scroll on a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const { section, filter } = await openProgenyLines(page);
    await filter.fill('line 00');
    await expect(section.getByRole('status')).toContainText('progeny lines match');
    await waitUntilSettled(page);
    expect(await axeViolations(page, '#pedigree')).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
