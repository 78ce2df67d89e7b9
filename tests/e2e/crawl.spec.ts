import type { APIRequestContext } from '@playwright/test';
import { demoDataset } from '../../data';
import { recordTypes } from '../../sections';
import { expect, test, waitUntilSettled } from './helpers';

// Every demo record of a type the portal has a page for opens without the not-found view, and every internal link on
// its page leads to a record the server has (the lookup a detail page makes before it shows not-found).

/** The detail routes of 002 §2.3 and the server type behind each (the route name differs for two). */
const apiTypeOfRoute: Record<string, string> = {
  polyallele: 'polymorphism',
  array_element: 'arrayelement',
};
const detailRoutes = new Set([
  'locus', 'gene', 'clone', 'cloneend', 'ecotype', 'marker', 'hoststrain', 'library', 'germplasm', 'polyallele', 'keyword',
  'person', 'organization', 'protein', 'protocol', 'publication', 'transposon', 'transposonfamily', 'vector', 'genesymbol',
  'sequence', 'array_element', 'analysisreference', 'communication', 'community',
]);

const startPages = recordTypes.flatMap((config) =>
  (demoDataset[config.apiType] ?? [])
    // Generated link targets (paralogs' minimal loci, progeny lines) repeat one pattern; the data tests check them.
    .filter((demo) => !demo.linkTarget)
    .map((demo) => `${config.route}?key=${encodeURIComponent(String(demo.key))}`),
);

async function recordExists(request: APIRequestContext, route: string, params: URLSearchParams): Promise<boolean> {
  // /community?key= opens the person or the organization with that community id.
  if (route === 'community') {
    for (const type of ['person', 'organization']) if (await recordExists(request, type, params)) return true;
    return false;
  }
  const type = apiTypeOfRoute[route] ?? route;
  for (const [lookup, value] of params) {
    const url =
      lookup === 'key' ? `/api/detail/${type}?key=${encodeURIComponent(value)}` : `/api/detail/${type}/${lookup}?${lookup}=${encodeURIComponent(value)}`;
    const response = await request.get(url);
    if (!response.ok()) return false;
    if (lookup !== 'key') return ((await response.json()) as { data: unknown }).data != null;
    return true;
  }
  return false;
}

test('the crawl starts from a page of every record type the portal shows', () => {
  for (const config of recordTypes) expect(demoDataset[config.apiType]?.length ?? 0, config.type).toBeGreaterThan(0);
});

for (const start of startPages) {
  test(`every internal link on ${start} resolves`, async ({ page, request }) => {
    await page.goto(start);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Not Found' })).toHaveCount(0);
    await waitUntilSettled(page);
    // Links in a table row's detail are drawn once the detail is open.
    await page.evaluate(() => {
      for (const toggle of Array.from(document.querySelectorAll<HTMLButtonElement>('main button[aria-label^="Details of "][aria-expanded="false"]'))) toggle.click();
    });

    const hrefs = await page.locator('main a[href^="/"]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const targets = [...new Set(hrefs)]
      .map((href) => new URL(href, 'http://portal.test'))
      .filter((url) => detailRoutes.has(url.pathname.slice(1)));
    const broken: string[] = [];
    for (const url of targets) {
      if (!(await recordExists(request, url.pathname.slice(1), url.searchParams))) broken.push(url.pathname + url.search);
    }
    expect(broken).toEqual([]);
  });
}
