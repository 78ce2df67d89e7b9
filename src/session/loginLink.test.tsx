import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '../app/shell/SiteHeader';
import { renderWithRouter } from '../app/shell/shell.testSupport';
import { loginLinkFor } from './loginLink';
import { safeRedirectPath } from './safeRedirect';

const at = (path: string) => {
  const url = new URL(path, 'http://portal.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('the header Login address', () => {
  it('carries the record page being read, with its query and section', () => {
    expect(loginLinkFor(at('/locus?key=2200935#homology'))).toBe('/login?redirect=%2Flocus%3Fkey%3D2200935%23homology');
  });

  it.each(['/', '/login', '/register', '/linktoorcid', '/auth/login', '/access-denied', '/pagenotfound'])('is plain /login from %s', (path) => {
    expect(loginLinkFor(at(path))).toBe('/login');
  });

  it('passes on the page Access Denied refused', () => {
    expect(loginLinkFor(at('/access-denied?redirect=%2Flocus%3Fname%3DAT1G01010'))).toBe('/login?redirect=%2Flocus%3Fname%3DAT1G01010');
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/login'])('leaves out a refused page the login would not accept (%s)', (refused) => {
    expect(loginLinkFor(at(`/access-denied?redirect=${encodeURIComponent(refused)}`))).toBe('/login');
  });

  it('gives the login page a page it accepts, and that page only', () => {
    const link = new URL(loginLinkFor(at('/gene?name=AT1G01010.1')), 'http://portal.test');
    expect(safeRedirectPath(link.searchParams.get('redirect'), 'http://portal.test')).toBe('/gene?name=AT1G01010.1');
  });

  it('follows the visitor from page to page in the header', async () => {
    const router = renderWithRouter(<SiteHeader />, '/locus?key=2200935');
    const site = within(screen.getByRole('navigation', { name: 'Site' }));
    expect(await site.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?redirect=%2Flocus%3Fkey%3D2200935');
    await act(() => router.navigate('/publication?key=501'));
    expect(site.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?redirect=%2Fpublication%3Fkey%3D501');
    await userEvent.click(site.getByRole('link', { name: 'Login' }));
    expect(screen.getByText('at /login?redirect=%2Fpublication%3Fkey%3D501')).toBeInTheDocument();
    // The whole shell header renders three times over: slow on a busy machine.
  }, 20_000);
});
