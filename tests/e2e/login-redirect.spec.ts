import { expect, test } from './helpers';
import { OFF_SITE_ORIGIN } from './offSite';

// A login link carries the page to return to (/login?redirect=…). Whatever it says, the member logs in and stays
// on the portal. Run off site, where the login rate limit allows many logins from one address. Two hostile values
// make the round trip here; every other one is read by the same rule in src/session/safeRedirect.battery.test.ts.
test.use({ baseURL: OFF_SITE_ORIGIN });

const hostile = ['//evil.example/x', 'javascript:alert(document.domain)'];

for (const redirect of hostile) {
  test(`a login with redirect=${redirect} stays on the portal`, async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
    await page.getByLabel('Username').fill('researcher');
    await page.getByLabel('Password').fill('thaliana1');
    await page.getByRole('button', { name: 'Log In' }).click();
    // The login step goes on to the ORCID page and, with ORCID linked, to the profile.
    await expect(page).toHaveURL(`${OFF_SITE_ORIGIN}/profile`, { timeout: 30_000 });
    expect(dialogs).toBe(0);
  });
}

test('a login with a redirect inside the portal returns to that page', async ({ page }) => {
  await page.goto(`/login?redirect=${encodeURIComponent('/news/jobs')}`);
  await page.getByLabel('Username').fill('researcher');
  await page.getByLabel('Password').fill('thaliana1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(`${OFF_SITE_ORIGIN}/news/jobs`, { timeout: 30_000 });
});

test('an off-site visitor refused a record logs in from Access Denied and is back on that record', async ({ page }) => {
  const record = '/locus?name=AT1G01010';
  await page.goto(record);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await main.getByRole('link', { name: 'log in' }).click();
  await page.getByLabel('Username').fill('researcher');
  await page.getByLabel('Password').fill('thaliana1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(`${OFF_SITE_ORIGIN}${record}`, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gene: AT1G01010');
});

test("the header's Login on Access Denied returns to the refused page too", async ({ page }) => {
  await page.goto('/protein?key=1009117474');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('Username').fill('researcher');
  await page.getByLabel('Password').fill('thaliana1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(`${OFF_SITE_ORIGIN}/protein?key=1009117474`, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Access Denied' })).toHaveCount(0);
});
