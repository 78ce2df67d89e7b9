import { expect, test } from './helpers';
import { OFF_SITE_ORIGIN } from './offSite';

// Off site, a new member without ORCID reads record pages on the 50 complimentary usage units: each record opened
// for the first time in 24 hours uses one, opening it again uses none, and the profile shows what is left.
test.use({ baseURL: OFF_SITE_ORIGIN });

test('opening a record page uses one usage unit, reopening it none, and the profile shows the rest', async ({ page }) => {
  const username = `units${Date.now() % 1_000_000}`;
  const password = 'rosette7';
  const registration = await page.request.post('/api/user/register-person', {
    data: {
      username, password, password_confirm: password, email: `${username}@example.org`, okMail: 'F', okGeneSymbol: 'F',
      okEmailDisplay: 'F', firstName: 'Ines', lastName: 'Carvalho', institutionName: 'University of Lisbon',
      country: 'Other', state: 'N/A',
    },
  });
  expect(registration.status()).toBe(201);
  expect((await page.request.post('/api/auth/login', { data: { username, password } })).status()).toBe(200);

  await page.goto('/profile');
  await expect(page.getByText('50 of 50 units remaining')).toBeVisible();

  await page.goto('/locus?name=AT1G01010');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gene: AT1G01010');
  await page.goto('/locus?name=AT1G01010');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gene: AT1G01010');
  await page.goto('/publication?key=501741973');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByText('48 of 50 units remaining')).toBeVisible();
});
