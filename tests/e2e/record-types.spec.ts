import { demoDataset } from '../../data';
import { recordTypeConfigs, type RegisteredRecordType } from '../../data/recordTypes';
import type { RecordTypeConfigData } from '../../src/engine/config/format';
import { atPhoneThenDesktop, expect, expectNoAxeViolations, sidewaysScroll, test, waitUntilSettled, watchConsole } from './helpers';

// The configs as Node reads them (sections/index.ts lists them through Vite's import.meta.glob).
const recordTypes = recordTypeConfigs as readonly (RegisteredRecordType & RecordTypeConfigData)[];

// Every record type the portal has a page for opens from the demo dataset, against the reference server, with no
// console errors, no sideways scrolling on a narrow screen and no axe violations (narrow and desktop widths).

for (const config of recordTypes) {
  const demo = (demoDataset[config.apiType] ?? []).find((candidate) => !candidate.linkTarget);
  test(`the ${config.type} page opens cleanly at 375 px and at 1280 px`, async ({ page }) => {
    expect(demo, `a demo ${config.apiType} record`).toBeDefined();
    const errors = watchConsole(page);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1');
      });
    });
    const open = async () => {
      await page.goto(`${config.route}?key=${encodeURIComponent(String(demo?.key))}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Not Found' })).toHaveCount(0);
    };
    await atPhoneThenDesktop(page, open, async (width) => {
      await expect(page.getByRole('navigation', { name: 'Sections of this page' })).toBeVisible();
      await waitUntilSettled(page);
      // The server rendered the page (a person's is personal: the browser renders it) and the app took it over as
      // it was: its heading is still the one the page's HTML brought.
      const tookOver = await page.evaluate(() => (window as { serverHeading?: Element | null }).serverHeading === document.querySelector('h1'));
      expect(tookOver).toBe(config.apiType !== 'person');
      await expectNoAxeViolations(page, { excludeFrames: true });
      // Against the width beside a vertical scroll bar, should one take room: wider than that scrolls sideways.
      if (width === 'phone') expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
    // The embedded genome browser points at a host this machine cannot reach; its frame's failure is not the page's.
    expect(errors.filter((error) => !/jbrowse|ERR_NAME_NOT_RESOLVED|ERR_CONNECTION|net::/i.test(error))).toEqual([]);
  });
}
