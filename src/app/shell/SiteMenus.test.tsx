import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { menuGroups } from '../../site/menus';
import { renderWithRouter } from './shell.testSupport';
import { MenuDrawer } from './MenuDrawer';
import { MenuRow } from './SiteMenus';

const groupLabels = menuGroups.map((group) => group.label);

describe('The menus on a wide screen', () => {
  it('show one button per group, each closed', () => {
    renderWithRouter(<MenuRow />);
    const nav = within(screen.getByRole('navigation', { name: 'Main menu' }));
    for (const label of groupLabels) expect(nav.getByRole('button', { name: label })).toHaveAttribute('aria-expanded', 'false');
  });

  it('open from the keyboard, move with the arrow keys and close on Escape', async () => {
    renderWithRouter(<MenuRow />);
    const tools = screen.getByRole('button', { name: 'Tools' });
    tools.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: 'Tools' });
    expect(tools).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Tools Overview' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'BLAST Premium content' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(tools).toHaveAttribute('aria-expanded', 'false');
    expect(tools).toHaveFocus();
  });

  it('mark premium items and outside links in their names', async () => {
    renderWithRouter(<MenuRow />);
    await userEvent.click(screen.getByRole('button', { name: 'Tools' }));
    const menu = within(await screen.findByRole('menu', { name: 'Tools' }));
    const jbrowse = menu.getByRole('menuitem', { name: 'JBrowse Premium content (opens in a new tab)' });
    expect(jbrowse).toHaveAttribute('target', '_blank');
    expect(menu.getByRole('menuitem', { name: 'GO Term Enrichment (PANTHER) (opens in a new tab)' })).toBeInTheDocument();
  });

  it('open a portal page and close', async () => {
    renderWithRouter(<MenuRow />);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Microarray Data' }));
    expect(await screen.findByText('at /download/list?dir=Microarrays')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('show the diamond on Subscriber Data Releases but not on Public Data Releases', async () => {
    renderWithRouter(<MenuRow />);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    const menu = within(await screen.findByRole('menu', { name: 'Download' }));
    expect(within(menu.getByRole('menuitem', { name: /^Subscriber Data Releases/ })).getByRole('img', { name: 'Premium content' })).toBeVisible();
    expect(within(menu.getByRole('menuitem', { name: /^Public Data Releases/ })).queryByRole('img')).toBeNull();
  });
});

describe('The menus on a narrow screen', () => {
  it('start as one closed Menu button', () => {
    renderWithRouter(<MenuDrawer />);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('open a drawer with every group, each folding out its links', async () => {
    renderWithRouter(<MenuDrawer />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Site menu' }));
    for (const label of groupLabels) expect(drawer.getByRole('button', { name: label })).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(drawer.getByRole('button', { name: 'News' }));
    expect(drawer.getByRole('button', { name: 'News' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(drawer.getByRole('link', { name: 'Events' }));
    expect(await screen.findByText('at /news/events')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('close the drawer on Escape', async () => {
    renderWithRouter(<MenuDrawer />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: 'Site menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
