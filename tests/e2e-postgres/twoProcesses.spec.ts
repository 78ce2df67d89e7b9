import { expect, test } from '@playwright/test';

// The portal on PostgreSQL, as a deployment runs it: two server processes over one database, and a member whose
// clicks land on either (as a proxy in front would send them). A login made through one holds on the other; a
// symbol submitted through one, approved through the other, is found by a search through the first.

const port = Number(process.env.E2E_POSTGRES_PORT ?? 4178);
const first = `http://127.0.0.1:${port}`;
const second = `http://127.0.0.1:${port + 1}`;

/** A symbol no earlier run has used: P and three random letters. */
const freshSymbol = () => `P${Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('')}`;

test('a login, a record, a search and a symbol approval spread over two processes', async ({ page, browser }) => {
  const symbol = freshSymbol();

  await test.step('log in through the first process', async () => {
    await page.goto(`${first}/login`);
    await page.getByLabel('Username').fill('researcher');
    await page.getByLabel('Password').fill('thaliana1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).not.toHaveURL(/\/login$/);
  });

  await test.step('the second process knows the login, and serves a record page and a search', async () => {
    expect(await (await page.request.get(`${second}/api/auth/profile`)).json()).toMatchObject({ loggedIn: true, username: 'researcher' });
    await page.goto(`${second}/locus?name=AT1G01010`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gene: AT1G01010');
    await page.goto(`${second}/results?mainType=general&category=genes&searchText=LFY`);
    await expect(page.getByRole('link', { name: 'AT5G61850', exact: true })).toBeVisible();
  });

  await test.step('submit a symbol through the first process', async () => {
    const submitted = await page.request.post(`${first}/api/gene_class_symbol/updateGeneSymbolClass`, {
      headers: { origin: first },
      data: {
        geneClassSymbol: symbol,
        symbolType: 'mutant',
        fullName: `${symbol} TWO PROCESSES`,
        phenotypeClass: 'leaf development',
        numberOfAssociatedLoci: 1,
        comments: { text: 'Submitted through one process.', loci: [], publications: [] },
      },
    });
    expect(submitted.status()).toBe(201);
  });

  await test.step('a curator approves it through the second process', async () => {
    const curator = await browser.newContext();
    const review = await curator.newPage();
    await review.goto(`${second}/login`);
    await review.getByLabel('Username').fill('curator');
    await review.getByLabel('Password').fill('curate2026');
    await review.getByRole('button', { name: 'Log In' }).click();
    await expect(review).not.toHaveURL(/\/login$/);
    await review.goto(`${second}/curator/gene_class_symbols`);
    const summary = review.getByRole('button', { name: new RegExp(`^${symbol}\\b`) });
    await expect(summary).toContainText('Pending');
    await summary.click();
    const details = review.locator(`#${await summary.getAttribute('aria-controls')}`);
    await details.getByRole('button', { name: 'Approve' }).click();
    await details.getByRole('button', { name: 'Confirm approval' }).click();
    await expect(review.getByRole('status').filter({ hasText: `${symbol} is approved` })).toBeVisible();
    await curator.close();
  });

  await test.step('the first process finds the approved symbol', async () => {
    const search = await page.request.post(`${first}/api/search/genesymbol`, {
      headers: { origin: first },
      data: { searchTerms: [{ search_type: 'symbol', search_method: 'exactly', search_input: symbol }] },
    });
    expect(await search.json()).toMatchObject({ total: 1, docs: [expect.objectContaining({ symbol, full_name: `${symbol} TWO PROCESSES` })] });
  });
});
