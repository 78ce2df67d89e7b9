import { expect, test } from './helpers';

// A page on another site that sends the browser to the logout address must not end the member's login. The portal
// answers at 127.0.0.1; the same server reached as "localhost" is another site to the browser.
test('a link on another site does not log the member out, the portal\'s own Logout does', async ({ page, baseURL }) => {
  const portal = new URL(baseURL!);
  const otherSite = `http://localhost:${portal.port}`;
  const login = await page.request.post('/api/auth/login', { data: { username: 'student', password: 'seedling1' } });
  expect(login.status()).toBe(200);

  await page.goto(`${otherSite}/about/overview`);
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.textContent = 'win a prize';
    document.body.append(link);
    link.click();
  }, `${portal.origin}/api/auth/logout`);
  await expect(page).toHaveURL(`${portal.origin}/api/auth/logout`);
  await expect(page.locator('body')).toContainText('Logging out is only possible from the portal itself.');

  await page.goto('/profile');
  await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Logout' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Login' })).toBeVisible();
});
