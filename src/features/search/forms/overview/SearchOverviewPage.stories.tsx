import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SearchOverviewPage } from './SearchOverviewPage';

const meta = {
  title: 'Pages/Search/Overview',
  component: SearchOverviewPage,
  parameters: { route: '/search/overview' },
} satisfies Meta<typeof SearchOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const areas = [
  ['DNA/Clones', '/search/dna'],
  ['Genes', '/search/genes'],
  ['Proteins', '/search/protein'],
  ['Polymorphisms/Alleles', '/search/polyallele'],
  ['Publications', '/search/publication'],
  ['People/Labs', '/search/community'],
  ['Germplasms', '/search/germplasm'],
  ['Keywords', '/search/keyword'],
];

/** Home > Search; the eight areas in the side list and as headings, each leading to its form. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(document.title).toBe('TAIR - Search Overview'));
    const breadcrumb = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(within(breadcrumb).getByText('Search')).toHaveAttribute('aria-current', 'page');
    const side = within(canvas.getByRole('navigation', { name: 'Search areas' }));
    await expect(side.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(areas);
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => [heading.textContent, within(heading).getByRole('link').getAttribute('href')])).toEqual(areas);
  },
};

export const Narrow: Story = {
  parameters: {
    viewport: { options: { phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Search Overview' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
