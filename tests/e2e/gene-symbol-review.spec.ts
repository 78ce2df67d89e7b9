import { expect, expectNoAxeViolations, test } from './helpers';

// A member registers a gene class symbol (through the registration call, with their login), a curator logs in,
// opens the review list from the profile's curator tools, reads the submission and its comments, and approves it;
// the gene symbol search behind the browse table then answers the symbol, until the curator undoes the approval.
// Members are kept out of the review list.

/** A symbol no earlier run has used (the server may be reused between runs): Q and three random letters. */
const freshSymbol = () => `Q${Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('')}`;

const COMMENT = 'Allele found in our EMS screen; please check against FLC.';

test('a member registers a symbol, a curator approves it from the curator tools, the gene symbol search lists it, and Undo withdraws it', async ({ page, browser, baseURL }) => {
  const symbol = freshSymbol();
  const member = await browser.newContext({ baseURL });
  expect((await member.request.post('/api/auth/login', { data: { username: 'researcher', password: 'thaliana1' } })).status()).toBe(200);
  const submitted = await member.request.post('/api/gene_class_symbol/updateGeneSymbolClass', {
    data: {
      geneClassSymbol: symbol,
      symbolType: 'mutant',
      fullName: `${symbol} LEAF CURL`,
      phenotypeClass: 'leaf development',
      numberOfAssociatedLoci: 1,
      comments: { text: COMMENT, loci: [], publications: [] },
      submitterInfo: { firstName: 'Daniel', lastName: 'Okafor', email: 'd.okafor@example.org', institution: '' },
    },
  });
  expect(submitted.status()).toBe(201);
  // The comments are for curators: the member's own answer leaves them out.
  expect(await submitted.text()).not.toContain(COMMENT);

  // The member cannot open the review list.
  const memberPage = await member.newPage();
  await memberPage.goto('/curator/gene_class_symbols');
  await expect(memberPage).toHaveURL(/\/permission-denied$/);
  await member.close();

  // The curator logs in and goes to the profile's curator tools.
  await page.goto('/login');
  await page.getByLabel('Username').fill('curator');
  await page.getByLabel('Password').fill('curate2026');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  // The header offers the curator tools too.
  await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Curator Tools' })).toHaveAttribute('href', '/curator/gene_class_symbols');
  await page.goto('/profile');
  const tools = page.getByRole('region', { name: 'Curator Tools' });
  await tools.getByRole('link', { name: 'Review gene class symbol submissions' }).click();
  await expect(page).toHaveURL(/\/curator\/gene_class_symbols$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gene Class Symbol Submissions' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The submission, pending, opens on its details and comments.
  const summary = page.getByRole('button', { name: new RegExp(`^${symbol}\\b`) });
  await expect(summary).toContainText('Pending');
  await summary.press('Enter');
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  const details = page.locator(`#${await summary.getAttribute('aria-controls')}`);
  await expect(details.getByText(COMMENT)).toBeVisible();
  await expect(details.getByText('leaf development')).toBeVisible();
  await expectNoAxeViolations(page);

  // Approve, by keyboard, and confirm (the confirmation takes the focus).
  await details.getByRole('button', { name: 'Approve' }).focus();
  await page.keyboard.press('Enter');
  await expect(details.getByRole('button', { name: 'Confirm approval' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `${symbol} is approved` })).toBeVisible();
  await expect(summary).toContainText('Approved');
  await expectNoAxeViolations(page);

  // The gene symbol search (the browse table's data) answers it, with its status, contact and date.
  const search = await page.request.post('/api/search/genesymbol', {
    data: { searchTerms: [{ search_type: 'symbol', search_method: 'exactly', search_input: symbol }] },
  });
  expect(search.status()).toBe(200);
  const { docs } = (await search.json()) as { docs: Record<string, unknown>[] };
  expect(docs).toEqual([
    expect.objectContaining({ symbol, full_name: `${symbol} LEAF CURL`, type: 'T', status: 'approved', contact: { id: '1501415858', name: 'Daniel Okafor' } }),
  ]);
  expect(JSON.stringify(docs)).not.toContain(COMMENT);

  // Undo on the message: the submission is pending again and the search no longer answers the symbol.
  await page.getByRole('status').filter({ hasText: `${symbol} is approved` }).getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${symbol} is pending again.` })).toBeVisible();
  await expect(summary).toContainText('Pending');
  const withdrawn = await page.request.post('/api/search/genesymbol', {
    data: { searchTerms: [{ search_type: 'symbol', search_method: 'exactly', search_input: symbol }] },
  });
  expect(((await withdrawn.json()) as { docs: unknown[] }).docs).toEqual([]);
});

test('the review list fits a 375 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  expect((await page.request.post('/api/auth/login', { data: { username: 'curator', password: 'curate2026' } })).status()).toBe(200);
  await page.goto('/curator/gene_class_symbols');
  await expect(page.getByRole('heading', { level: 1, name: 'Gene Class Symbol Submissions' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await expectNoAxeViolations(page);
});
