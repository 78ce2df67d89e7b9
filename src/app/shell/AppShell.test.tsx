import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { socialLinks } from '../../features/home/socialLinks';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../AppProviders';
import { AppShell } from '../AppShell';
import { renderShellAt, WhereAmI } from './shell.testSupport';

afterEach(() => vi.restoreAllMocks());

describe('The shell', () => {
  it('shows a progress line at once while the next page is loading, and none once it has come', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    let arrive: () => void = () => undefined;
    const pageCode = new Promise<{ Component: () => ReactElement }>((resolve) => {
      arrive = () => resolve({ Component: () => <p>the gene families</p> });
    });
    const router = createMemoryRouter(
      [{ element: <AppShell />, children: [{ path: '/browse/gene_family', lazy: () => pageCode }, { path: '*', element: <WhereAmI /> }] }],
      { initialEntries: ['/'] },
    );
    render(
      <AppProviders freshQueryClient>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(screen.queryByRole('progressbar', { name: 'Loading the page' })).toBeNull();
    act(() => {
      void router.navigate('/browse/gene_family');
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByText('the gene families')).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Loading the page' })).toBeNull();
  });

  it('frames a page with the skip link, header, main area and footer', async () => {
    renderShellAt('/locus?name=AT1G01010');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toBeVisible();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(within(main).getByText('at /locus?name=AT1G01010')).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeVisible();
  });

  it('hides header and footer on the sequence viewer', () => {
    renderShellAt('/sequences?key=abc');
    expect(screen.getByText('at /sequences?key=abc')).toBeVisible();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('brings header and footer back when the reader leaves the sequence viewer', async () => {
    const router = renderShellAt('/sequences');
    expect(screen.queryByRole('banner')).toBeNull();
    await act(() => router.navigate('/help'));
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
  });

  it('keeps header and footer on addresses that only start like the sequence viewer', () => {
    renderShellAt('/sequence?key=1');
    expect(screen.getByRole('banner')).toBeVisible();
  });
});

describe('The footer', () => {
  it('gives the curator mailbox, social links, release notes, partner and version', () => {
    renderShellAt('/');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'curator@arabidopsis.org' })).toHaveAttribute('href', 'mailto:curator@arabidopsis.org');
    for (const link of socialLinks) {
      const anchor = footer.getByRole('link', { name: `${link.label} (opens in a new tab)` });
      expect(anchor).toHaveAttribute('href', link.href);
      expect(anchor).toHaveAttribute('target', '_blank');
    }
    expect(footer.getByRole('link', { name: 'Release notes (opens in a new tab)' }).getAttribute('href')).toMatch(/^https:\/\//);
    expect(footer.getByRole('img', { name: 'Phoenix Bioinformatics (opens in a new tab)' })).toBeInTheDocument();
    expect(footer.getByText('Version 3.2.4 (06-24-2025)')).toBeVisible();
  });
});
