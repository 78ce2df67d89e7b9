import { createHash } from 'node:crypto';
import { expect, test } from './helpers';

// The portal under its Content-Security-Policy: the headers a page arrives with, MUI's styles applied through the
// page's nonce, the features that use blob: URLs working, and the check every test runs (helpers.ts) catching a
// violation when there is one.

test('a page arrives with the security headers and its own style nonce', async ({ page }) => {
  const response = await page.goto('/locus?name=AT1G01010');
  const headers = response!.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'self'");
  // The portal's own genome browser: nothing framed from elsewhere.
  expect(policy).toContain('frame-src blob:');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gene: AT1G01010');
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  const styleNonces = await page.evaluate(() => Array.from(document.querySelectorAll('style'), (style) => style.nonce));
  expect(styleNonces.length).toBeGreaterThan(0);
  expect(new Set(styleNonces)).toEqual(new Set([nonce]));
  // The styles apply: MUI's baseline removes the body's default margin.
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
});

test('the page as the server sends it runs no inline script or handler; its styles are the ones its policy names', async ({ request }) => {
  // The production build as the server sends a record page, rendered (server/firstScreen/renderedPage.ts): every
  // script an external file of the build, or a data block no browser runs (the first screen's answers, the record's
  // structured data); every style element carrying this answer's nonce, and every style attribute allowed by its
  // exact value's hash; no event handler, no javascript: address.
  const response = await request.get('/locus?name=AT1G01010', { headers: { accept: 'text/html' } });
  const html = await response.text();
  const policy = response.headers()['content-security-policy'] ?? '';
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes = '', body = ''] of scripts) {
    if (/\btype="application\/(?:ld\+)?json"/.test(attributes)) {
      expect(attributes).toMatch(/^ type="application\/json" id="first-answers"$|^ type="application\/ld\+json"$/);
      expect(() => JSON.parse(body) as unknown).not.toThrow();
      continue;
    }
    expect(attributes).toMatch(/\bsrc="\/assets\//);
    expect(body.trim()).toBe('');
  }
  expect(html).not.toMatch(/\son[a-z]+=|javascript:/i);
  const nonce = /<meta property="csp-nonce" nonce="([^"]*)"/.exec(html)?.[1];
  expect(nonce).toBeTruthy();
  const styleSources = /(?:^|;)\s*style-src ([^;]*)/.exec(policy)?.[1]?.split(/\s+/) ?? [];
  expect(styleSources).toContain(`'nonce-${nonce}'`);
  const styleElements = [...html.matchAll(/<style\b([^>]*)>/gi)].map(([, attributes]) => attributes);
  expect(styleElements.length).toBeGreaterThan(0);
  for (const attributes of styleElements) expect(attributes).toContain(`nonce="${nonce}"`);
  const attributeValues = [...html.matchAll(/\sstyle="([^"]*)"/g)].map(([, value = '']) => value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
  expect(attributeValues.length).toBeGreaterThan(0);
  expect(styleSources).toContain("'unsafe-hashes'");
  for (const value of attributeValues) expect(styleSources).toContain(`'sha256-${createHash('sha256').update(value).digest('base64')}'`);
});

test('API answers are not sniffed, and the profile with its secret key is never stored', async ({ page }) => {
  const events = await page.request.get('/api/news/events');
  expect(events.headers()['x-content-type-options']).toBe('nosniff');
  expect(events.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect((await page.request.get('/api/auth/profile')).headers()['cache-control']).toBe('no-store');
});

for (const { file, shown } of [
  { file: 'phd-vernalization-flc.png', shown: 'img' },
  { file: 'technician-stock-genotyping.pdf', shown: 'iframe' },
]) {
  test(`a job posting (${file}) shows through its object URL`, async ({ page }) => {
    await page.goto(`/news/jobs/view?file=${file}`);
    const view = page.locator(`main ${shown}[src^="blob:"]`);
    await expect(view).toBeVisible();
    if (shown === 'img') await expect.poll(() => view.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });
}

test('the check every test runs sees a blocked inline script', async ({ page, cspViolations }) => {
  await page.goto('/about/overview');
  await expect(page.getByRole('main').getByRole('heading', { name: /About/ }).first()).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.inlineScriptRan = "yes"';
    document.body.append(script);
    return document.body.dataset.inlineScriptRan ?? 'no';
  });
  expect(ran).toBe('no');
  // Both reports arrive: the console message and the securitypolicyviolation event.
  await expect.poll(() => cspViolations.filter((violation) => violation.includes('script-src')).length).toBe(2);
  // Seen as expected: this test's own violation must not fail it.
  cspViolations.length = 0;
});
