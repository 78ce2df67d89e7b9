import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { institutionHandler, profileHandler } from '../../../mocks/authHandlers';
import { handlers } from '../../../mocks/handlers';
import { menuGroups } from '../../site/menus';
import { ShellFrame } from './ShellFrame';

/** A stand-in page, saying where the reader is, so a story can show where a link or the search went. */
function SamplePage() {
  const location = useLocation();
  return (
    <>
      <h1>Sample page</h1>
      <p>Showing {`${location.pathname}${location.search}`}</p>
    </>
  );
}

// The shell as the router shows it; AppShell adds only the scroll restoration, which needs the application's router.
function ShellWithPage() {
  return (
    <Routes>
      <Route element={<ShellFrame />}>
        <Route path="*" element={<SamplePage />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Shell/AppShell',
  component: ShellWithPage,
  parameters: { route: '/locus?name=AT1G01010', layout: 'fullscreen' },
} satisfies Meta<typeof ShellWithPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const siteNav = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('navigation', { name: 'Site' }));

/** A visitor: Login and Register, the institution's status, menus that work from the keyboard, and the search. */
export const Anonymous: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = siteNav(canvasElement);
    await expect(await nav.findByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(nav.queryByRole('link', { name: 'Logout' })).toBeNull();
    await expect(await canvas.findByText('Subscribed: Local Demo Institution')).toBeVisible();

    const tools = canvas.getByRole('button', { name: 'Tools' });
    tools.focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await within(document.body).findByRole('menu', { name: 'Tools' }));
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'Tools Overview' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(menu.getByRole('menuitem', { name: 'BLAST Premium content' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(tools).toHaveFocus();

    await userEvent.type(canvas.getByRole('combobox', { name: 'Search text' }), ' FLC {Enter}');
    await expect(await canvas.findByText('Showing /results?mainType=general&searchText=FLC&category=genes')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Search text' })).toHaveValue('');

    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByText('Version 3.2.4 (06-24-2025)')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'curator@arabidopsis.org' })).toBeVisible();
  },
};

/** The header search suggests genes as the reader types; the arrow keys and Enter open the one chosen. */
export const SearchSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search text' });
    await userEvent.type(box, 'lh');
    const list = within(await canvas.findByRole('listbox', { name: 'Suggestions' }));
    await expect(list.getAllByRole('option').map((option) => option.textContent)).toEqual(['LHY symbol', 'LHY1 symbol']);
    await userEvent.keyboard('{ArrowDown}');
    await expect(list.getByRole('option', { name: 'LHY symbol' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Showing /locus?key=2200950')).toBeVisible();
    await expect(box).toHaveValue('');
  },
};

/** A logged-in member sees Logout and Profile instead of Login and Register. */
export const LoggedIn: Story = {
  parameters: { msw: { handlers: [profileHandler('researcher'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const nav = siteNav(canvasElement);
    await expect(await nav.findByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/auth/logout');
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(nav.queryByRole('link', { name: 'Login' })).toBeNull();
    await expect(nav.queryByRole('link', { name: 'Register' })).toBeNull();
  },
};

/** A visitor from a network without a subscription. */
export const NotSubscribed: Story = {
  parameters: { msw: { handlers: [institutionHandler(false), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Not subscribed')).toBeVisible();
    await expect(canvas.queryByText(/^Subscribed/)).toBeNull();
    await expect(siteNav(canvasElement).getByRole('link', { name: 'Subscribe (opens in a new tab)' })).toBeVisible();
  },
};

/** A phone, 375 pixels wide: one Menu button opens the groups in a drawer, and nothing scrolls sideways. */
export const Narrow: Story = {
  parameters: {
    viewport: { options: { phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await siteNav(canvasElement).findByRole('link', { name: 'Login' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Tools' })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = within(await within(document.body).findByRole('dialog', { name: 'Site menu' }));
    for (const group of menuGroups) await expect(drawer.getByRole('button', { name: group.label })).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'Stocks' }));
    await expect(await drawer.findByRole('link', { name: /^NASC .* \(opens in a new tab\)$/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The sequence viewer has the window to itself. */
export const SequenceViewer: Story = {
  parameters: { route: '/sequences?key=demo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing /sequences?key=demo')).toBeVisible();
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
  },
};
