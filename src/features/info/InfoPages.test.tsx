import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isExternal, menuGroups } from '../../app/shell/menus';
import * as about from './AboutOverviewPage.stories';
import * as contact from './ContactPage.stories';
import * as help from './HelpPage.stories';
import * as portals from './PortalsOverviewPage.stories';

const { Default: Help } = composeStories(help);
const { Default: Contact } = composeStories(contact);
const { Default: About } = composeStories(about);
const { Default: Portals } = composeStories(portals);

const pages = [
  ['Help', 'TAIR - Help', Help],
  ['Contact', 'TAIR - Contact', Contact],
  ['About TAIR', 'TAIR - About', About],
  ['Portals', 'TAIR - Portals', Portals],
] as const;

describe('The information pages', () => {
  it.each(pages)('%s has its tab title and one h1', async (heading, title, Page) => {
    render(<Page />);
    await waitFor(() => expect(document.title).toBe(title));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h1) => h1.textContent)).toEqual([heading]);
  });

  it('Contact gives the curator mailbox and says how to report a data error', () => {
    render(<Contact />);
    const mailboxes = screen.getAllByRole('link', { name: 'curator@arabidopsis.org' });
    expect(mailboxes.length).toBeGreaterThan(0);
    for (const link of mailboxes) expect(link).toHaveAttribute('href', 'mailto:curator@arabidopsis.org');
    expect(screen.getByRole('region', { name: 'Reporting an error in the data' })).toHaveTextContent(/locus code AT1G01010/);
  });

  it('About names the version and its date', () => {
    render(<About />);
    expect(screen.getByText(/This is version 3\.2\.4, released 06-24-2025\./)).toBeVisible();
  });

  it('Portals lists every portal of the Portals menu with its sentence', () => {
    render(<Portals />);
    const portalEntries = menuGroups.find((group) => group.id === 'portals')?.entries.filter(isExternal) ?? [];
    const list = within(screen.getByRole('list', { name: 'Portals' }));
    expect(list.getAllByRole('listitem')).toHaveLength(portalEntries.length);
    for (const portal of portalEntries) {
      expect(list.getByRole('link', { name: `${portal.label} (opens in a new tab)` })).toHaveAttribute('href', portal.href);
      expect(list.getByText(portal.description ?? '')).toBeVisible();
    }
  });

  it('Help links each section of its contents to a part of the page', () => {
    render(<Help />);
    for (const link of screen.getAllByRole('link').filter((anchor) => anchor.getAttribute('href')?.startsWith('#'))) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id)).toHaveAccessibleName(link.textContent ?? '');
    }
  });
});
