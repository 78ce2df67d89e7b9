import type { Page } from '@playwright/test';
import { recordTypeConfigs } from '../../data/recordTypes';
import { activeNavLink, expect, openLocus, test, waitUntilSettled } from './helpers';

// Getting to a record and around it (issue 15): a symbol finds its locus, logging in comes back to the record,
// every control is reachable by keyboard with a visible focus and big enough for a finger, the side navigation
// takes the focus to its section, and no link of a detail page ends on Page Not Found.

const NAC001_KEY = '2200935';

test.describe('a name finds its locus', () => {
  test('/locus?name=LFY opens the locus whose symbol is LFY', async ({ page }) => {
    await page.goto('/locus?name=LFY');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gene: AT5G61850');
    await expect(page).toHaveURL(/\/locus\?key=2176210$/);
    // Back leads to where the reader came from, not to the name that forwarded here.
    await expect(page.getByRole('heading', { name: 'Not Found' })).toHaveCount(0);
  });

  test('an other name (LEAFY, in any case) opens the same locus', async ({ page }) => {
    await page.goto('/locus?name=leafy');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gene: AT5G61850');
  });

  test('a name of several loci offers each, and a choice opens it', async ({ page }) => {
    // No symbol of the demo dataset is shared by two loci; MAF starts the symbols of four (MAF2 … MAF5).
    await page.goto('/locus?name=MAF');
    await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    const choices = page.getByRole('region', { name: 'Loci with a name starting with MAF' });
    await expect(choices.getByRole('listitem')).toHaveCount(4);
    await expect(choices.getByRole('listitem').filter({ hasText: 'MAF3' })).toBeVisible();
    await choices.getByRole('listitem').filter({ hasText: 'MAF3' }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gene: ');
    await expect(page.getByRole('main')).toContainText('MAF3');
  });

  test("the home page's box takes a symbol as /locus?name= does", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Locus or gene model' }).fill('flc');
    await page.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gene: AT5G10140');
  });

  test('AGI codes and gene model names resolve exactly as before', async ({ page }) => {
    await openLocus(page, 'name=at1g01010');
    await expect(page).toHaveURL(/\/locus\?name=at1g01010$/);
    await page.goto('/gene?name=AT1G01010.1');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('AT1G01010.1');
  });
});

test('a new visit to a record opens at its top, not where the reader had scrolled to on an earlier visit', async ({ page }) => {
  // As a browser does: only a reload or Back returns to a position. (The earlier position, restored late, also
  // scrolled a page away from the #section its address named: see 'logging in from a record page'.)
  await openLocus(page, `key=${NAC001_KEY}`);
  await waitUntilSettled(page);
  await page.getByRole('heading', { level: 2, name: 'Homology' }).scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.goto('/help');
  await openLocus(page, `key=${NAC001_KEY}`);
  await waitUntilSettled(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('logging in from a record page', () => {
  test('returns to that page', async ({ page }) => {
    await page.goto(`/locus?key=${NAC001_KEY}#homology`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gene: AT1G01010');
    const site = page.getByRole('navigation', { name: 'Site' });
    await site.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByLabel('Username').fill('researcher');
    await page.getByLabel('Password').fill('thaliana1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(new RegExp(`/locus\\?key=${NAC001_KEY}#homology$`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gene: AT1G01010');
    await expect(site.getByRole('link', { name: 'Logout' })).toBeVisible();
  });

});

/** Every control of the page: links, buttons, form fields. */
const CONTROLS = 'a[href], button, [role="button"], input, select, textarea, summary';

/**
 * WCAG 2.5.8: controls under 24×24 px, unless spaced (a 24 px circle around each small control's centre meets no
 * other control and no other small control's circle). Controls the reader cannot see are left out.
 */
function undersizedControls(page: Page) {
  return page.evaluate((selector) => {
    const boxes = Array.from(document.querySelectorAll<HTMLElement>(selector))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ element, box }) => box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden');
    const small = (box: DOMRect) => box.width < 24 || box.height < 24;
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    return boxes
      .filter(({ element, box }) => {
        if (!small(box)) return false;
        const { x, y } = centre(box);
        return boxes.some(({ element: other, box: otherBox }) => {
          if (other === element || other.contains(element) || element.contains(other)) return false;
          if (small(otherBox)) {
            const c = centre(otherBox);
            return Math.hypot(x - c.x, y - c.y) < 24;
          }
          const dx = Math.max(otherBox.left - x, 0, x - otherBox.right);
          const dy = Math.max(otherBox.top - y, 0, y - otherBox.bottom);
          return Math.hypot(dx, dy) < 12;
        });
      })
      .map(({ element, box }) => `${element.tagName} "${(element.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
  }, CONTROLS);
}

test.describe('keyboard and touch', () => {
  test('every button of the locus page shows where the focus is, and a Tab press onto "Show More ..." draws its outline', async ({ page }) => {
    await openLocus(page);
    await waitUntilSettled(page);
    await test.step('every button, focused as a Tab would', async () => {
      // Keyboard focus (:focus-visible) the way a Tab would give it: a key press first, then the focus. The buttons
      // are focused and read in one pass in the page, rather than four calls from the test per button.
      await page.keyboard.press('Shift');
      const { count, unmarked } = await page.getByRole('main').evaluate(async (main) => {
        const visible = (element: HTMLElement) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
        };
        const disabled = (element: HTMLElement) => element.matches(':disabled') || element.closest('[aria-disabled="true"]') !== null;
        const buttons = Array.from(main.querySelectorAll<HTMLElement>('button, [role="button"]')).filter(visible);
        const unmarkedButtons: string[] = [];
        for (const button of buttons) {
          if (disabled(button)) continue;
          button.focus();
          // The next frame: what the button's focus handlers changed (a focus-visible class) has been drawn.
          await new Promise(requestAnimationFrame);
          const style = getComputedStyle(button);
          const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
          if (!(outline || (style.boxShadow !== 'none' && style.boxShadow !== ''))) {
            unmarkedButtons.push(`${button.textContent?.trim() || button.getAttribute('aria-label')}`);
          }
        }
        return { count: buttons.length, unmarked: unmarkedButtons };
      });
      expect(count).toBeGreaterThan(10);
      expect(unmarked).toEqual([]);
    });
    await test.step('a Tab press onto "Show More ..."', async () => {
      const showMore = page.getByRole('button', { name: /^Show More \.\.\./ }).first();
      await showMore.scrollIntoViewIfNeeded();
      // Focus the control before it, then Tab onto the button: the browser's own keyboard focus.
      await showMore.evaluate((element) => {
        const all = Array.from(document.querySelectorAll<HTMLElement>('a[href], button'));
        all[all.indexOf(element as HTMLElement) - 1]?.focus();
      });
      await page.keyboard.press('Tab');
      await expect(showMore).toBeFocused();
      await expect(showMore).toHaveCSS('outline-style', 'solid');
      await expect(showMore).toHaveCSS('outline-width', '2px');
    });
  });

  test('on a phone every control of the locus page is a 24 px target', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openLocus(page);
    await waitUntilSettled(page);
    expect(await page.locator(CONTROLS).count()).toBeGreaterThan(100);
    expect(await undersizedControls(page)).toEqual([]);
  });

  test('side-nav labels wrap inside the column', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/polyallele?key=4500910');
    const nav = page.getByRole('navigation', { name: 'Sections of this page' });
    const label = nav.getByRole('link', { name: 'Associated Nucleotide Sequences' });
    await expect(label).toBeVisible();
    const [navBox, labelBox] = await Promise.all([nav.boundingBox(), label.boundingBox()]);
    expect(labelBox && navBox && labelBox.x + labelBox.width).toBeLessThanOrEqual((navBox?.x ?? 0) + (navBox?.width ?? 0) + 1);
    expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });

  test('the side navigation takes keyboard users to the section, and on to the paralogs', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openLocus(page);
    await waitUntilSettled(page);
    const homology = page.getByRole('navigation', { name: 'Sections of this page' }).getByRole('link', { name: 'Homology' });
    await homology.focus();
    await page.keyboard.press('Enter');
    await expect(activeNavLink(page)).toHaveText('Homology');
    await expect(page.locator('#homology-heading')).toBeFocused();
    // From the heading, the paralogs' 'Show More ...' is a few Tab presses away.
    const showMore = page.locator('#homology').getByRole('button', { name: /^Show More \.\.\./ });
    let presses = 0;
    while (presses < 20 && !(await showMore.evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    await expect(showMore).toBeFocused();
    expect(presses).toBeLessThanOrEqual(10);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('links out of detail pages', () => {
  const recordPages = new Set(['/community', ...recordTypeConfigs.map((config) => config.route)]);
  // The pages with map tables (002 §3 map assignments), and the locus page with every kind of link.
  const pages = [`/locus?key=${NAC001_KEY}`, '/gene?name=AT1G01010.1', '/marker?key=4102001', '/polyallele?key=4500910', '/cloneend?key=5101001', '/transposon?key=6900001'];

  for (const address of pages) {
    test(`no link on ${address} leads to Page Not Found`, async ({ page, context, request }) => {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await waitUntilSettled(page);
      const hrefs = await page.locator('main a[href]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
      const here = new URL(page.url()).origin;
      // One portal page per path, but for the record pages: data/demoLinks.test.ts follows every link to a record,
      // and record-types.spec.ts opens a page of every record type.
      const portalPaths = [
        ...new Map(
          hrefs
            .map((href) => new URL(href))
            .filter((url) => url.origin === here && !recordPages.has(url.pathname))
            .map((url) => [url.pathname, url]),
        ).values(),
      ];
      expect(hrefs.some((href) => new URL(href).pathname === '/map'), 'a /map link').toBe(false);
      const probe = await context.newPage();
      for (const url of portalPaths) {
        // Files (PANTHER downloads) are answered by the server, not drawn as a page.
        if (url.pathname.startsWith('/api/')) {
          expect((await request.get(url.href)).ok(), url.href).toBe(true);
          continue;
        }
        await probe.goto(url.href);
        await expect(probe.getByRole('heading', { level: 1 }), url.href).toBeVisible();
        await expect(probe.getByRole('heading', { name: 'Page Not Found' }), url.href).toHaveCount(0);
      }
      await probe.close();
      // Maps open as map object pages of the older site (002 §7).
      const mapLinks = hrefs.filter((href) => href.includes('type=map&'));
      for (const href of mapLinks) expect(href).toMatch(/^https:\/\/legacy\.arabidopsis\.org\/servlets\/TairObject\?type=map&id=\d+$/);
    });
  }
});
