import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, watchConsole } from './helpers';
import { OFF_SITE_ORIGIN } from './offSite';

// The portal's own pages around the records (home, news, information, account and error screens), each opened
// against the real server at desktop and phone widths: the page's heading shows, axe finds nothing, the console
// stays clean and nothing scrolls sideways.

const pages = [
  { url: '/', heading: 'About TAIR' },
  { url: '/news/overview', heading: /News/ },
  { url: '/news/breaking-news', heading: /Breaking News/ },
  { url: '/news/old-news', heading: /News/ },
  { url: '/news/events', heading: /Events/ },
  { url: '/news/jobs', heading: /Jobs/ },
  { url: '/help', heading: /Help/ },
  { url: '/contact', heading: /Contact/ },
  { url: '/about/overview', heading: /About/ },
  { url: '/portals/overview', heading: /Portals/ },
  { url: '/login', heading: 'TAIR Login Page' },
  { url: '/register', heading: 'Create Your Account' },
  { url: '/linktoorcid', heading: /ORCID|Orcid/ },
  { url: '/profile', text: 'You are not logged in. Please login to view this page.' },
  { url: '/access-denied', heading: 'Access Denied' },
  { url: '/permission-denied', heading: 'Permission Denied' },
  { url: '/pagenotfound', heading: 'Page Not Found' },
];

const viewports = [
  { label: 'desktop', width: 1280, height: 900 },
  { label: 'phone', width: 375, height: 812 },
];

async function expectCleanPage(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of viewports) {
  for (const { url, heading, text } of pages) {
    test(`${url} (${viewport.label})`, async ({ page }) => {
      const errors = watchConsole(page);
      await page.setViewportSize(viewport);
      await page.goto(url);
      if (heading) await expect(page.getByRole('main').getByRole('heading', { name: heading }).first()).toBeVisible();
      if (text) await expect(page.getByText(text)).toBeVisible();
      await expectCleanPage(page);
      expect(errors).toEqual([]);
    });
  }
}

test('the narrow-screen menu opens from the keyboard and lists every group', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Tools', exact: true })).toBeHidden();
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Site menu' });
  for (const group of ['Advanced Search', 'Browse', 'Tools', 'Portals', 'Download', 'Submit', 'News', 'Stocks']) {
    await expect(drawer.getByRole('button', { name: group })).toBeVisible();
  }
  await expectCleanPage(page);
});

test('the general search opens the results address and clears the box', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Search category').selectOption('protein');
  await page.getByLabel('Search text').fill('  flowering locus  ');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/results\?mainType=general&searchText=flowering\+locus&category=protein$/);
  await expect(page.getByLabel('Search text')).toHaveValue('');
});

test.describe('as members', () => {
  test.use({ baseURL: OFF_SITE_ORIGIN });

  for (const viewport of viewports) {
    test(`the profile, edit person and edit organization pages of a member (${viewport.label})`, async ({ page }) => {
      const errors = watchConsole(page);
      await page.setViewportSize(viewport);
      expect((await page.request.post('/api/auth/login', { data: { username: 'researcher', password: 'thaliana1' } })).status()).toBe(200);
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
      await expect(page.getByText(/units remaining/)).toBeVisible();
      await expectCleanPage(page);
      await page.goto('/edit/person?key=1501415858');
      await expect(page.getByLabel('First Name')).toHaveValue('Daniel');
      await expectCleanPage(page);
      await page.goto('/edit/organization?key=1501000101');
      await expect(page.getByLabel(/^Name/)).toHaveValue(/Carnegie/);
      await expectCleanPage(page);
      expect(errors).toEqual([]);
    });
  }
});

test('on a phone the header takes at most a quarter of the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  expect(header!.height).toBeLessThanOrEqual(812 / 4);
  await expect(page.getByRole('combobox', { name: 'Search category' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search text' })).toBeVisible();
});
