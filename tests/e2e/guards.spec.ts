import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './helpers';
import { OFF_SITE_ORIGIN, spendAllUnits } from './offSite';

// The route guards of the portal (000 §2.2) for every kind of visitor, against the real server: off site, where no
// institution is subscribed, and on the main test server, whose address range is a subscribed institution.

const LOCUS = '/locus?name=AT1G01010';
const SYMBOL_FORM = '/submit/gene_class_symbol_registration/form';
const OWN_PERSON = { researcher: 1501415858, curator: 1501420010, student: 1501420020 } as const;
const CARNEGIE = 1501000101;
const ABRC = 1501000102;

type Outcome = 'opens' | 'access denied' | 'permission denied';

async function logIn(page: Page, username: string, password: string) {
  const response = await page.request.post('/api/auth/login', { data: { username, password } });
  expect(response.status(), `login as ${username}`).toBe(200);
}

/** Opens an address and checks where the visitor ends up. */
async function expectOutcome(page: Page, address: string, outcome: Outcome) {
  await page.goto(address);
  const main = page.getByRole('main');
  if (outcome === 'access denied') {
    await expect(main.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page).toHaveURL(/\/access-denied\?redirect=/);
  } else if (outcome === 'permission denied') {
    await expect(main.getByRole('heading', { level: 1, name: 'Permission Denied' })).toBeVisible();
    await expect(page).toHaveURL(/\/permission-denied$/);
  } else {
    const path = address.split('?')[0]!;
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: /Access Denied|Permission Denied/ })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(path);
  }
}

test.describe('off site (no subscribed institution)', () => {
  test.use({ baseURL: OFF_SITE_ORIGIN });

  test('an anonymous visitor is kept out of record, edit and form pages, and told so on the profile', async ({ page }) => {
    await expectOutcome(page, LOCUS, 'access denied');
    await expect(page.getByRole('main').getByRole('link', { name: 'log in' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(LOCUS)}`);
    await expectNoAxeViolations(page);
    await expectOutcome(page, SYMBOL_FORM, 'access denied');
    await expectOutcome(page, `/edit/person?key=${OWN_PERSON.researcher}`, 'permission denied');
    await expectNoAxeViolations(page);
    await expectOutcome(page, `/edit/organization?key=${CARNEGIE}`, 'permission denied');
    await page.goto('/profile');
    await expect(page.getByText('You are not logged in. Please login to view this page.')).toBeVisible();
  });

  test('a member without ORCID and without usage units may edit their own records, not read record pages', async ({ page, request }) => {
    const username = `nounits${Date.now() % 100000}`;
    const registered = await request.post('/api/user/register-person', {
      data: {
        username,
        password: 'seedling9',
        password_confirm: 'seedling9',
        email: `${username}@example.org`,
        okMail: 'F',
        okGeneSymbol: 'F',
        okEmailDisplay: 'F',
        firstName: 'Ines',
        lastName: 'Moreau',
        institutionName: 'University of Lyon',
        country: 'France',
        state: 'N/A',
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const { communityId } = (await registered.json()) as { communityId: number };
    await spendAllUnits(username);
    await logIn(page, username, 'seedling9');

    await expectOutcome(page, LOCUS, 'access denied');
    await expect(page.getByRole('main').getByRole('link', { name: 'connect ORCID' })).toHaveAttribute('href', '/linktoorcid');
    await expectOutcome(page, `/edit/person?key=${communityId}`, 'opens');
    await expectOutcome(page, `/edit/person?key=${OWN_PERSON.student}`, 'permission denied');
    await expectOutcome(page, `/edit/organization?key=${CARNEGIE}`, 'permission denied');
  });

  test('a member with a linked ORCID iD reads record pages and edits their own person and organization only', async ({ page }) => {
    await logIn(page, 'researcher', 'thaliana1');
    await expectOutcome(page, LOCUS, 'opens');
    await expectOutcome(page, `/edit/person?key=${OWN_PERSON.researcher}`, 'opens');
    await expectOutcome(page, `/edit/person?key=${OWN_PERSON.student}`, 'permission denied');
    await expectOutcome(page, `/edit/organization?key=${CARNEGIE}`, 'opens');
    await expectOutcome(page, `/edit/organization?key=${ABRC}`, 'permission denied');
    await expectOutcome(page, '/edit/organization?key=TEST', 'permission denied');
  });

  test('a curator edits any person and organization', async ({ page }) => {
    await logIn(page, 'curator', 'curate2026');
    await expectOutcome(page, `/edit/person?key=${OWN_PERSON.student}`, 'opens');
    await expectOutcome(page, `/edit/organization?key=${CARNEGIE}`, 'opens');
    await expectOutcome(page, `/edit/organization?key=${ABRC}`, 'opens');
  });
});

test.describe('on a subscribed network', () => {
  test('an anonymous visitor reads record pages but edits nothing and opens no symbol form', async ({ page }) => {
    await expectOutcome(page, LOCUS, 'opens');
    await expectOutcome(page, `/edit/person?key=${OWN_PERSON.researcher}`, 'permission denied');
    await expectOutcome(page, `/edit/organization?key=${CARNEGIE}`, 'permission denied');
    await expectOutcome(page, SYMBOL_FORM, 'access denied');
  });
});
