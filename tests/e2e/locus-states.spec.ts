import { expect, test } from './helpers';

test('a missing key shows the not-found view', async ({ page }) => {
  await page.goto('/locus?key=999999999');
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
});

test('a name nobody has shows the not-found view', async ({ page }) => {
  await page.goto('/locus?name=AT9G99999');
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
});

test('the record comes with the page: its first screen asks the API nothing for it, and asks who is looking once', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/detail/') || pathname === '/api/auth/profile') asked.push(pathname);
  });
  await page.goto('/locus?name=AT1G01010');
  await expect(page.getByRole('heading', { level: 1, name: /AT1G01010/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  // The profile is asked by the page's answer (a preload the client's own call then takes), not twice.
  expect(asked).toEqual(['/api/auth/profile']);
});

test('a malformed response shows the error view, never a blank page', async ({ page }) => {
  // The reference server only serves well-formed records, so this one answer is replaced on its way in: in the
  // page's answer, which carries the first screen's record, and from the API, should the page ask.
  const malformed = JSON.stringify({ name: 42, symbols: 'not a list' });
  await page.route(
    (url) => url.pathname === '/locus',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script type="application\/json" id="first-answers">).*?(<\/script>)/s,
        (_, open: string, close: string) => `${open}${JSON.stringify({ '/api/detail/locus?key=2200935': { status: 200, body: malformed } })}${close}`,
      );
      await route.fulfill({ response, body: html });
    },
  );
  await page.route('**/api/detail/locus?key=2200935', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: malformed }));
  await page.goto('/locus?key=2200935');
  await expect(page.getByRole('heading', { name: 'This locus cannot be shown' })).toBeVisible();
  await expect(page.getByText('Technical details')).toBeVisible();
});
