import { atPhoneThenDesktop, expect, expectCleanPage, PHONE, test, watchConsole } from './helpers';
import { OFF_SITE_ORIGIN } from './offSite';

// The portal's own pages around the records (home, news, information, account and error screens), each opened
// against the real server at phone and desktop widths: the page's heading shows, axe finds nothing, the console
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

for (const { url, heading, text } of pages) {
  test(`${url} (375 px, then 1280 px)`, async ({ page }) => {
    const errors = watchConsole(page);
    await atPhoneThenDesktop(
      page,
      () => page.goto(url),
      async () => {
        if (heading) await expect(page.getByRole('main').getByRole('heading', { name: heading }).first()).toBeVisible();
        if (text) await expect(page.getByText(text)).toBeVisible();
        await expectCleanPage(page);
      },
    );
    expect(errors).toEqual([]);
  });
}

test('on a phone the header takes at most a quarter of the first screen, and its menu opens from the keyboard with every group', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  expect(header!.height).toBeLessThanOrEqual(PHONE.height / 4);
  await expect(page.getByRole('combobox', { name: 'Search category' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search text' })).toBeVisible();
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

  test('the profile, edit person and edit organization pages of a member (375 px, then 1280 px)', async ({ page }) => {
    const errors = watchConsole(page);
    expect((await page.request.post('/api/auth/login', { data: { username: 'researcher', password: 'thaliana1' } })).status()).toBe(200);
    for (const { url, ready } of [
      {
        url: '/profile',
        ready: async () => {
          await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
          await expect(page.getByText(/units remaining/)).toBeVisible();
        },
      },
      { url: '/edit/person?key=1501415858', ready: () => expect(page.getByLabel('First Name')).toHaveValue('Daniel') },
      { url: '/edit/organization?key=1501000101', ready: () => expect(page.getByLabel(/^Name/)).toHaveValue(/Carnegie/) },
    ]) {
      await atPhoneThenDesktop(
        page,
        () => page.goto(url),
        async () => {
          await ready();
          await expectCleanPage(page);
        },
      );
    }
    expect(errors).toEqual([]);
  });
});
