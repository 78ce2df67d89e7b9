import { expect, expectNoAxeViolations, test, watchConsole } from './helpers';
import { OFF_SITE_ORIGIN } from './offSite';
import { orcidIdFrom } from './orcid';

// A new member's whole way in, against the real server off site (no subscribed institution): register, log in,
// connect ORCID through the server's ORCID sign-in simulator, read the profile, apply an activation code, edit
// the person record and change the password (which needs the current one), and log out. The ORCID page, as a member
// without ORCID sees it, is checked with axe here; the register, login, profile and edit pages are checked in
// portal-pages.spec.ts, at two widths.

test.use({ baseURL: OFF_SITE_ORIGIN });

test('register, log in, connect ORCID, use the profile, edit the person record and log out', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  const stamp = Date.now() % 1_000_000;
  const username = `flow${stamp}`;
  const password = 'rosette7';
  const orcidId = orcidIdFrom(3_000_000_000 + stamp);

  // Registration: the form, then the login page in the same window.
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Username is required.').first()).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email address').fill(`${username}@example.org`);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByLabel('First Name').fill('Amara');
  await page.getByLabel('Last Name').fill('Nwosu');
  await page.getByLabel('Institution Name').fill('University of Ibadan');
  await page.getByLabel('Country').selectOption('Canada');
  await page.getByLabel('State').selectOption({ label: 'Ontario' });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Person registered successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Login with credentials, on to the ORCID page, which asks for the connection.
  await expect(page.getByRole('heading', { level: 1, name: 'TAIR Login Page' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/linktoorcid$/);
  await expect(page.getByText('ORCID Connection Required')).toBeVisible();
  await expectNoAxeViolations(page);

  // ORCID sign-in (the server's simulator), back to the portal with a code, then the profile after a second.
  await page.getByRole('button', { name: 'Connect ORCID for TAIR Access' }).click();
  await expect(page).toHaveURL(/\/orcid-simulator\/oauth\/authorize/);
  await page.getByLabel('Or type an ORCID iD').fill(orcidId);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Welcome to TAIR!')).toBeVisible();
  await expect(page.getByText('Your ORCID is successfully linked.')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  // The profile: who, the linked iD, the complimentary units; an activation code adds units.
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('Amara Nwosu')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${orcidId}`) })).toHaveAttribute('href', `https://orcid.org/${orcidId}`);
  await expect(page.getByText('50 of 50 units remaining')).toBeVisible();
  await page.getByRole('button', { name: 'Enter Activation Code' }).click();
  await page.getByLabel('Activation code').fill('TAIR-DEMO-0250');
  await page.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(page.getByText('Activation Code applied successfully!')).toBeVisible();
  await expect(page.getByLabel('Activation code')).toHaveValue('');
  await expect(page.getByText('300 of 300 units remaining')).toBeVisible();

  // With ORCID linked, record pages open off site.
  await page.goto('/locus?name=AT1G01010');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('AT1G01010');

  // Edit the person record from the profile's link; the person page opens two seconds after the save.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Edit my person record' }).click();
  await expect(page).toHaveURL(/\/edit\/person\?key=\d+$/);
  const key = new URL(page.url()).searchParams.get('key');
  await expect(page.getByLabel('Institution Name')).toHaveValue('University of Ibadan');
  await page.getByLabel('Institution Name').fill('University of Toronto');
  // A new password needs the current one: a wrong one is refused next to its field, and nothing typed is lost.
  const newPassword = 'rosette8';
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByLabel('Current password').fill('not-mine');
  const errorsBefore = errors.length;
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription('Your current password is not correct.');
  // Chromium logs the refusal (403) as a failed resource load: that one is expected here.
  await expect.poll(() => errors.length).toBe(errorsBefore + 1);
  expect(errors.splice(errorsBefore)).toEqual([expect.stringContaining('403')]);
  await expect(page.getByLabel(/^Password/)).toHaveValue(newPassword);
  await expect(page.getByLabel('Institution Name')).toHaveValue('University of Toronto');
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Person credentials updated successfully.')).toBeVisible();
  await expect(page.getByText('Person details updated successfully.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/person\\?key=${key}$`));
  await expect(page.getByRole('main').getByText('University of Toronto')).toBeVisible();

  // Logout: back home, with Login and Register in the header, and the profile asks for a login.
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText('You are not logged in. Please login to view this page.')).toBeVisible();

  expect(errors).toEqual([]);
});
