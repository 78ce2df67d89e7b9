import { expect, test } from './helpers';

// Addresses of the older site, opened in the browser against the reference server, land on their new pages.
const cases = [
  { old: '/servlets/TairObject?type=locus&name=AT1G01010', path: '/locus', heading: 'Gene: AT1G01010' },
  { old: '/servlets/TairObject?type=locus&name=at1g01060', path: '/locus', heading: 'Gene: AT1G01060' },
  { old: '/servlets/Community?action=view&type=person&communityID=1501415858', path: '/person', heading: 'Daniel Okafor' },
  { old: '/servlets/Community?action=view&type=organization&communityID=1501000101', path: '/organization', heading: 'Carnegie' },
  { old: '/servlets/TairObject?accession=locus:2200935', path: '/locus', heading: 'Gene: AT1G01010' },
  { old: '/servlets/TairObject?type=publication&id=501741973', path: '/publication', heading: 'Evidence for network evolution' },
  { old: '/news/jobs.jsp', path: '/news/jobs', heading: null },
  { old: '/index.jsp', path: '/', heading: null },
];

for (const { old, path, heading } of cases) {
  test(`${old} lands on ${path}`, async ({ page }) => {
    const response = await page.goto(old);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL((url) => url.pathname === path);
    if (heading) await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await expect(page.getByRole('heading', { name: 'Not Found' })).toHaveCount(0);
  });
}

test('an address neither site has shows Page Not Found where it was typed', async ({ page }) => {
  await page.goto('/servlets/NoSuchServlet?id=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveURL(/\/servlets\/NoSuchServlet\?id=1$/);
  await expect(page.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');
});
