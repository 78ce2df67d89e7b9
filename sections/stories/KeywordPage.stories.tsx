import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { regulationOfTranscription } from '../../mocks/fixtures/keyword';
import { handlers } from '../../mocks/handlers';
import { RecordPages } from './RecordPages';

const meta = {
  title: 'Pages/Keyword',
  component: RecordPages,
  parameters: { layout: 'fullscreen', route: '/keyword?key=6355' },
} satisfies Meta<typeof RecordPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: ReturnType<typeof within>, label: string) => within(canvas.getByRole('group', { name: label }));

/** A GO biological process: its id opens QuickGO; synonyms and counts for the term and its child terms. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^Keyword: regulation of DNA-templated transcription/ }, { timeout: 15_000 }),
    ).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Sections of this page' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Summary']);
    await expect(canvas.getByRole('link', { name: 'GO:0006355' })).toHaveAttribute('href', 'https://www.ebi.ac.uk/QuickGO/term/GO:0006355');
    await expect(canvas.getByRole('link', { name: 'GO:0006355' })).toHaveAttribute('target', '_blank');
    await expect(field(canvas, 'Ontology Aspect').getByText('GO Biological Process')).toBeVisible();
    await expect(field(canvas, 'Synonyms').getByText('regulation of transcription, DNA-templated')).toBeVisible();
    await expect(field(canvas, 'Data Annotated to This Term').getByText('3 annotations')).toBeVisible();
    await expect(field(canvas, 'Data Annotated to Child Terms').getByText('2 loci')).toBeVisible();
    await expect(field(canvas, 'Date Last Modified').getByText('2022-07-01')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route: '/keyword?key=9999910' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Keyword: unnamed demo term/ }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('No Synonyms')).toBeVisible();
    await expect(canvas.getAllByText('No data associated to this term.')).toHaveLength(2);
    await expect(field(canvas, 'Date Last Modified').getByText('Not specified')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /GO:|PO:/ })).toBeNull();
  },
};

/** A Plant Ontology term: its id opens the Planteome browser instead of QuickGO. */
export const PlantOntologyTerm: Story = {
  parameters: { route: '/keyword?key=9046' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Keyword: flower/ }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'PO:0009046' })).toHaveAttribute(
      'href',
      'https://browser.planteome.org/amigo/term/PO:0009046',
    );
    await expect(field(canvas, 'Ontology Aspect').getByText('Plant Structure')).toBeVisible();
    await expect(canvas.getByText('No Synonyms')).toBeVisible();
  },
};

/** A term of an ontology the portal has no browser for (here the Trait Ontology): its id is shown as text, unlinked. */
export const OtherOntologyTerm: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/detail/keyword', () =>
          HttpResponse.json({ ...regulationOfTranscription, summary: { ...regulationOfTranscription.summary, extdbId: 'TO:0000387' } }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('TO:0000387')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'TO:0000387' })).toBeNull();
  },
};
