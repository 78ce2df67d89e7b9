import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

declare global {
  interface Window {
    reportCspViolation?: (text: string) => void;
  }
}

/**
 * Every end-to-end test runs under the portal's Content-Security-Policy and fails when a page breaks it: the
 * browser logs each violation to the console ('… violates the following Content Security Policy directive …') and
 * fires a securitypolicyviolation event; both are watched in every page and frame of the test's browser context.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  // A record page comes rendered by the server and reads before the app's code has run, but its buttons and links
  // are the app's only once it has taken the page over (#root then loses data-server-rendered, src/app/App.tsx):
  // an opening or a reload waits for that, as a reader's click waits for a page that works.
  page: async ({ page }, provide) => {
    const takenOver = () => page.waitForFunction(() => !document.querySelector('#root[data-server-rendered]'));
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await takenOver();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await takenOver();
      return response;
    };
    await provide(page);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
      await context.addInitScript(() => {
        window.addEventListener(
          'securitypolicyviolation',
          (event) => window.reportCspViolation?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}`),
          true,
        );
      });
      context.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Collects console errors and uncaught exceptions of a page, for tests that demand a clean console. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Distance in px from the viewport top to a section's top. */
export const sectionTop = (page: Page, id: string) =>
  page.evaluate((sectionId) => document.getElementById(sectionId)?.getBoundingClientRect().top ?? Number.NaN, id);

export const activeNavLink = (page: Page) => page.getByRole('navigation', { name: 'Sections of this page' }).locator('a[aria-current="location"]');

export async function openLocus(page: Page, query = 'name=AT1G01010', hash = '') {
  await page.goto(`/locus?${query}${hash}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gene: AT1G01010');
  // Every section is there (the server's page brings the first ones; the rest follow).
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/**
 * Waits until the page has finished filling in: no loading skeletons left and every image decoded. (Network idle
 * is not used: it says nothing of what the page has drawn.)
 */
export async function waitUntilSettled(page: Page) {
  // The genome browser's placeholder waits, by design, until the reader scrolls near it: not a page still loading.
  await expect(page.locator('.MuiSkeleton-root:not([aria-label^="Genome browser view"] *)')).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => Array.from(document.querySelectorAll("img")).every((image) => image.complete)))
    .toBe(true);
}

/**
 * Axe finds nothing on the page (its frames left out when they load another site). One line per rule and node.
 * Axe runs inside the page itself (legacy mode): the builder's default gathers each frame's results in a blank page
 * it opens for every check, which took longer than the check itself (7–9 s against 2.5 s on the locus page of this
 * two-core machine). Only violations are reported in full; the passes are not read and cost their transfer.
 */
export async function expectNoAxeViolations(page: Page, { excludeFrames = false } = {}) {
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const { violations } = await (excludeFrames ? axe.exclude('iframe') : axe).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** How far the page scrolls sideways: more than 0 when something is wider than the viewport beside its scroll bar. */
export const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Axe finds nothing on the page, and it does not scroll sideways. */
export async function expectCleanPage(page: Page, options: { excludeFrames?: boolean } = {}) {
  await expectNoAxeViolations(page, options);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
}

export const PHONE = { width: 375, height: 812 };

/** The widths the search, results and bulk retrieval pages are checked at. */
export const SEARCH_PAGE_WIDTHS = { phone: { width: 375, height: 800 }, desktop: { width: 1440, height: 900 } };

/**
 * Checks a page at a phone's width and then at a desktop's, from one load: the page opens at the phone's width, as
 * a phone opens it, and the window is then widened. (Every other test opens its pages at a desktop width.)
 */
export async function atPhoneThenDesktop(
  page: Page,
  open: () => Promise<unknown>,
  check: (width: 'phone' | 'desktop') => Promise<void>,
  { phone = PHONE, desktop = { width: 1280, height: 900 } } = {},
) {
  await page.setViewportSize(phone);
  await open();
  await base.step(`${phone.width} px`, () => check('phone'));
  await page.setViewportSize(desktop);
  // The page has laid itself out at the new width: the window has it, and two frames have passed, so the media
  // queries' listeners have run and what they changed has been drawn.
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(desktop.width);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await base.step(`${desktop.width} px`, () => check('desktop'));
}
