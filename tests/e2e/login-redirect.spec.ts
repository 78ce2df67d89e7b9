import { expect, test } from './helpers';
import { OFF_SITE_ORIGIN } from './offSite';

// A login link carries the page to return to (/login?redirect=…). Whatever it says, the member logs in and stays
// on the portal. Run off site, where the login rate limit allows many logins from one address.
test.use({ baseURL: OFF_SITE_ORIGIN });

const hostile = [
  '/.//evil.example/x',
  '/..//evil.example/x',
  '/x/..//evil.example/x',
  '/%2e%2e//evil.example/x',
  '//evil.example/x',
  '/\\evil.example/x',
  'https://evil.example/x',
  'javascript:alert(document.domain)',
];

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
