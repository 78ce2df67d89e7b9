import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { server } from '../../tests/unit/setup';
import {
  anonymousProfileHandler,
  institutionHandler,
  profileHandler,
  subscriptionStatusHandler,
  type DemoMember,
} from '../../mocks/authHandlers';
import { createQueryClient } from '../app/AppProviders';
import { detailAccessGuard, editOrganizationGuard, editPersonGuard, loginGuard } from './routeGuards';

// The guards on stand-in pages: where each visitor ends up is what matters here.
function routesWith(client: QueryClient): RouteObject[] {
  return [
    { path: '/locus', loader: detailAccessGuard(client), element: <p>locus page</p> },
    { path: '/submit/gene_class_symbol_registration/form', loader: loginGuard(client), element: <p>symbol form</p> },
    { path: '/edit/person', loader: editPersonGuard(client), element: <p>edit person page</p> },
    { path: '/edit/organization', loader: editOrganizationGuard(client), element: <p>edit organization page</p> },
    { path: '/access-denied', element: <p>access denied</p> },
    { path: '/permission-denied', element: <p>permission denied</p> },
  ];
}

type Visitor = 'anonymous' | DemoMember;

/** Opens an address as a visitor on a network that is subscribed or not; answers the page the visitor sees. */
async function visit(address: string, visitor: Visitor, { subscribedNetwork = false, memberUnits = false } = {}) {
  server.use(
    visitor === 'anonymous' ? anonymousProfileHandler() : profileHandler(visitor),
    institutionHandler(subscribedNetwork),
    // As the server answers: without userIdentifier the network's status, with it the member's (network or units).
    http.get('*/api/subscription/status', ({ request }) => {
      const member = new URL(request.url).searchParams.has('userIdentifier');
      return HttpResponse.json({ subscribed: subscribedNetwork || (member && memberUnits), expDate: null, free_expiry_date: null });
    }),
  );
  const router = createMemoryRouter(routesWith(createQueryClient()), { initialEntries: [address] });
  render(<RouterProvider router={router} />);
  const shown = await screen.findByText(/page$|form$|denied$/);
  return { shown: shown.textContent, path: router.state.location.pathname, search: router.state.location.search };
}

describe('the detail-page guard', () => {
  it.each<[string, Visitor, { subscribedNetwork?: boolean; memberUnits?: boolean }, string]>([
    ['an anonymous visitor off a subscribed network', 'anonymous', {}, 'access denied'],
    ['an anonymous visitor on a subscribed network', 'anonymous', { subscribedNetwork: true }, 'locus page'],
    ['a member without ORCID off a subscribed network', 'student', {}, 'access denied'],
    ['a member without ORCID but with usage units', 'student', { memberUnits: true }, 'locus page'],
    ['a member with a linked ORCID iD', 'researcher', {}, 'locus page'],
    ['a curator without ORCID on a subscribed network', 'curator', { subscribedNetwork: true }, 'locus page'],
  ])('lets %s see: %s', async (_, visitor, network, expected) => {
    const { shown, path } = await visit('/locus?key=2200934', visitor, network);
    expect(shown).toBe(expected);
    expect(path).toBe(expected === 'locus page' ? '/locus' : '/access-denied');
  });

  it('keeps the refused record in the Access Denied address, for the login to return to', async () => {
    const { search } = await visit('/locus?name=AT1G01010', 'anonymous');
    expect(new URLSearchParams(search).get('redirect')).toBe('/locus?name=AT1G01010');
  });

  it('counts a profile that fails to load as nobody logged in', async () => {
    server.use(http.get('*/api/auth/profile', () => HttpResponse.json({ error: 'down' }, { status: 500 })), subscriptionStatusHandler(false));
    const router = createMemoryRouter(routesWith(createQueryClient()), { initialEntries: ['/locus?key=2200934'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('access denied')).toBeVisible();
  });
});

describe('the symbol-form guard', () => {
  it('sends an anonymous visitor to Access Denied, even on a subscribed network', async () => {
    expect((await visit('/submit/gene_class_symbol_registration/form', 'anonymous', { subscribedNetwork: true })).shown).toBe('access denied');
  });

  it('keeps the refused form in the Access Denied address', async () => {
    const { search } = await visit('/submit/gene_class_symbol_registration/form', 'anonymous');
    expect(new URLSearchParams(search).get('redirect')).toBe('/submit/gene_class_symbol_registration/form');
  });

  it('opens the form for any logged-in member', async () => {
    expect((await visit('/submit/gene_class_symbol_registration/form', 'student')).shown).toBe('symbol form');
  });
});

describe('the edit guards', () => {
  it.each<[string, Visitor, string]>([
    ['/edit/person?key=1501415858', 'researcher', 'edit person page'],
    ['/edit/person?key=1501420020', 'researcher', 'permission denied'],
    ['/edit/person?key=1501420020', 'curator', 'edit person page'],
    ['/edit/person?key=TEST', 'curator', 'edit person page'],
    ['/edit/person?key=TEST', 'student', 'permission denied'],
    ['/edit/person', 'researcher', 'permission denied'],
    ['/edit/person?key=1501415858', 'anonymous', 'permission denied'],
    ['/edit/organization?key=1501000101', 'researcher', 'edit organization page'],
    ['/edit/organization?key=1501000102', 'researcher', 'permission denied'],
    ['/edit/organization?key=1501000101x', 'researcher', 'permission denied'],
    ['/edit/organization?key=1501000102', 'curator', 'edit organization page'],
    ['/edit/organization?key=1501000101', 'anonymous', 'permission denied'],
  ])('%s as %s shows the %s', async (address, visitor, expected) => {
    expect((await visit(address, visitor, { subscribedNetwork: true })).shown).toBe(expected);
  });
});
