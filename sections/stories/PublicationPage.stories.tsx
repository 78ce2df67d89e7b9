import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { emptyPublication } from '../../mocks/fixtures/publication';
import { handlers } from '../../mocks/handlers';
import { RecordPages } from './RecordPages';

const meta = {
  title: 'Pages/Publication',
  component: RecordPages,
  parameters: { layout: 'fullscreen', route: '/publication?key=501790001' },
} satisfies Meta<typeof RecordPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: ReturnType<typeof within>, label: string) => within(canvas.getByRole('group', { name: label }));

const SUBMIT_TEXT = 'Submit annotations from this publication';
const NO_ANNOTATIONS_TEXT = 'No gene annotations have been made from this publication yet.';

/** A demo study: volume, issue and page, a DOI but no PubMed id, 12 annotations, community authors and a comment. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^Publication: Dawn-phased turnover of LHY and CCA1 proteins/ }, { timeout: 15_000 }),
    ).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Sections of this page' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Summary']);
    await expect(field(canvas, 'Authors').getByText('Okafor D, Raman P, Marsh H')).toBeVisible();
    await expect(field(canvas, 'Volume').getByText('33')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '10.5555/demo.501790001' })).toHaveAttribute('href', 'https://doi.org/10.5555/demo.501790001');
    await expect(field(canvas, 'PubMed ID').getByText('No PubMed ID available')).toBeVisible();
    const annotations = field(canvas, 'Annotations').getByRole('link', { name: '12' });
    // 002 §5: the publication page hands its search over under a timestamped key.
    await expect(annotations.getAttribute('href')).toMatch(/^\/results\?mainType=detail&category=annotations&key=searchParams_\d+$/);
    await expect(canvas.queryByText(NO_ANNOTATIONS_TEXT)).toBeNull();
    await expect(canvas.queryByRole('link', { name: SUBMIT_TEXT })).toBeNull();
    // Reading the page stores nothing; opening the count from the context menu (a new tab) stores the search under
    // the link's key before the new tab reads it.
    const key = new URL(annotations.getAttribute('href') ?? '', window.location.href).searchParams.get('key') ?? '';
    await expect(window.localStorage.getItem(key)).toBeNull();
    fireEvent.contextMenu(annotations);
    await expect(JSON.parse(window.localStorage.getItem(key) ?? 'null')).toEqual({ publicationId: '501790001' });
    window.localStorage.removeItem(key);
    await expect(canvas.getByRole('link', { name: 'circadian rhythm' })).toHaveAttribute('href', '/keyword?key=7623');
    await expect(canvas.getByRole('link', { name: 'AT1G01060' })).toHaveAttribute('href', '/locus?key=2200950');
    await expect(canvas.getByRole('link', { name: 'Helen Marsh' })).toHaveAttribute('href', '/person?key=1501420030');
    await expect(canvas.getByText(/Luciferase reporter lines from this study/)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route: '/publication?key=9999913' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Publication: Untitled demo record/ }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('No DOI available')).toBeVisible();
    await expect(canvas.getByText('No PubMed ID available')).toBeVisible();
    await expect(canvas.getByText('No Loci available')).toBeVisible();
    await expect(canvas.getByText('No comments found')).toBeVisible();
    await expect(field(canvas, 'Annotations').getByText(NO_ANNOTATIONS_TEXT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: SUBMIT_TEXT })).toHaveAttribute('href', '/submit/overview');
  },
};

/** 14 authors (6 shown, then 'et al.'), 30 loci (all listed), a PubMed id, an odd DOI, and no annotations yet. */
export const ManyAuthorsAndLoci: Story = {
  parameters: { route: '/publication?key=9999923' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Publication: A multi-site atlas/ }, { timeout: 15_000 })).toBeVisible();
    await expect(field(canvas, 'Authors').getByText('AuthorA D, AuthorB D, AuthorC D, AuthorD D, AuthorE D, AuthorF D et al.')).toBeVisible();
    // Nor does the line under the heading name the seventh.
    await expect(canvas.queryByText(/AuthorG D/)).toBeNull();
    // 002 §9: 20 of the 30 loci, then '... more', which lists the rest in place.
    await expect(field(canvas, 'Loci').getAllByRole('link')).toHaveLength(20);
    await userEvent.click(field(canvas, 'Loci').getByRole('button', { name: /^\.\.\. more/ }));
    await expect(field(canvas, 'Loci').getAllByRole('link')).toHaveLength(30);
    await expect(field(canvas, 'Loci').getByRole('link', { name: 'AT3G90290' })).toHaveAttribute('href', '/locus?key=9990030');
    await expect(canvas.getByRole('link', { name: '39999999' })).toHaveAttribute('href', 'https://pubmed.ncbi.nlm.nih.gov/39999999/');
    await expect(canvas.getByRole('link', { name: '10.5555/demo(2024)<atlas>;30' })).toHaveAttribute(
      'href',
      'https://doi.org/10.5555/demo(2024)%3Catlas%3E%3B30',
    );
    await expect(field(canvas, 'Annotations').getByText(NO_ANNOTATIONS_TEXT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: SUBMIT_TEXT })).toHaveAttribute('href', '/submit/overview');
  },
};

/** Written with a person and an organization of the community: each links to the page its type names. */
export const CommunityPersonAndOrganization: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/detail/publication', () =>
          HttpResponse.json({
            ...emptyPublication,
            communities: [
              { communityType: 'person', communityId: 1501415858, firstName: 'Daniel', lastName: 'Okafor', organizationName: null },
              { communityType: 'organization', communityId: 1501000102, firstName: null, lastName: null, organizationName: 'Arabidopsis Biological Resource Center' },
            ],
          }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Daniel Okafor' }, { timeout: 15_000 })).toHaveAttribute('href', '/person?key=1501415858');
    await expect(canvas.getByRole('link', { name: 'Arabidopsis Biological Resource Center' })).toHaveAttribute('href', '/organization?key=1501000102');
  },
};
