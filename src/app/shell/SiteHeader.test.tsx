import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { institutionHandler, profileHandler } from '../../../mocks/authHandlers';
import { server } from '../../../tests/unit/setup';
import { SiteHeader } from './SiteHeader';
import { renderWithRouter } from './shell.testSupport';

const siteNav = () => within(screen.getByRole('navigation', { name: 'Site' }));
const linkNames = () => siteNav().getAllByRole('link').map((link) => link.textContent);

describe('The header links', () => {
  it('show a visitor Login and Register, and the site pages', async () => {
    renderWithRouter(<SiteHeader />);
    expect(await siteNav().findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(siteNav().getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(siteNav().queryByRole('link', { name: 'Logout' })).toBeNull();
    expect(siteNav().queryByRole('link', { name: 'Profile' })).toBeNull();
    expect(siteNav().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(siteNav().getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    expect(siteNav().getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(siteNav().getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about/overview');
    const subscribe = siteNav().getByRole('link', { name: 'Subscribe (opens in a new tab)' });
    expect(subscribe).toHaveAttribute('target', '_blank');
    expect(subscribe.getAttribute('href')).toMatch(/^https:\/\//);
  });

  it('show a member Logout and Profile instead', async () => {
    server.use(profileHandler('researcher'));
    renderWithRouter(<SiteHeader />);
    expect(await siteNav().findByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/auth/logout');
    expect(siteNav().getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(siteNav().queryByRole('link', { name: 'Login' })).toBeNull();
    expect(siteNav().queryByRole('link', { name: 'Register' })).toBeNull();
    expect(siteNav().queryByRole('link', { name: 'Curator Tools' })).toBeNull();
  });

  it('show a curator the way to the curator tools', async () => {
    server.use(profileHandler('curator'));
    renderWithRouter(<SiteHeader />);
    expect(await siteNav().findByRole('link', { name: 'Curator Tools' })).toHaveAttribute('href', '/curator/gene_class_symbols');
    expect(siteNav().getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });

  it('show neither pair while the profile is loading', async () => {
    server.use(http.get('*/api/auth/profile', () => delay('infinite')));
    renderWithRouter(<SiteHeader />);
    await waitFor(() => expect(linkNames()).toContain('Home'));
    expect(linkNames()).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(Login|Register|Logout|Profile)$/)]));
  });

  it('link the portal name to the home page', () => {
    renderWithRouter(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'TAIR' })).toHaveAttribute('href', '/');
  });
});

describe('The subscription status', () => {
  it('names the subscribed institution', async () => {
    renderWithRouter(<SiteHeader />);
    expect(await screen.findByText('Subscribed: Local Demo Institution')).toBeVisible();
  });

  it('says when the network is not subscribed', async () => {
    server.use(institutionHandler(false));
    renderWithRouter(<SiteHeader />);
    expect(await screen.findByText('Not subscribed')).toBeVisible();
    expect(screen.queryByText(/^Subscribed/)).toBeNull();
  });

  it('shows nothing when the status cannot be read', async () => {
    let answered = false;
    server.use(
      http.get('*/api/subscription/institution', () => {
        answered = true;
        return HttpResponse.json({ message: 'unavailable' }, { status: 503 });
      }),
    );
    renderWithRouter(<SiteHeader />);
    await waitFor(() => expect(answered).toBe(true));
    await siteNav().findByRole('link', { name: 'Login' });
    expect(screen.queryByText(/subscribed/i)).toBeNull();
  });
});
