import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { INSERTION_TRACK, geneModelTracks } from '../../engine/genomeBrowser/genomeBrowserUrl';
import { mapElementTracks } from '../../engine/genomeBrowser/tracks';
import { ExternalGenomeBrowser } from './ExternalGenomeBrowser';
import { locusArgs } from './locusArgs.storySupport';

// The frame asks the genome browser whether it answers (a no-cors HEAD request, src/api/hostAnswers.ts). The stories
// stage that answer, so that they never depend on an outside site: `parameters.browserAnswer`, 'answers' unless
// said otherwise. The addresses asked and the requests' abort signals are kept for the stories' checks.
type BrowserAnswer = 'answers' | 'fails';
let browserAnswer: BrowserAnswer = 'answers';
const asked: { url: string; signal: AbortSignal | null | undefined }[] = [];

const SILENT = 'The genome browser did not answer. Open it in a new tab.';

const frame = (canvasElement: HTMLElement) => within(canvasElement).getByTitle(/^Genome browser view/);
const paramsOf = (href: string | null) => new URL(href ?? '').searchParams;
const frameParams = (canvasElement: HTMLElement) => paramsOf(frame(canvasElement).getAttribute('src'));

/**
 * Resolves once the component has had the browser's answer (the probe aborts its request when it settles) and React
 * has committed what the answer changed, which it does before the next frame is drawn.
 */
async function afterAnswer(count: number) {
  await waitFor(() => expect(asked.filter(({ signal }) => signal?.aborted)).toHaveLength(count));
  for (let frames = 0; frames < 2; frames += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
}


const meta = {
  title: 'Renderers/ExternalGenomeBrowser',
  component: ExternalGenomeBrowser,
  args: locusArgs,
  parameters: {
    // The browser is an external site that cannot load here: axe must not wait for the frame to answer.
    a11y: { options: { iframes: false } },
  },
  beforeEach: ({ parameters }) => {
    browserAnswer = (parameters.browserAnswer as BrowserAnswer | undefined) ?? 'answers';
    asked.length = 0;
    const passThrough = globalThis.fetch.bind(globalThis);
    const probe = spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (init?.mode !== 'no-cors') return passThrough(input, init);
      asked.push({ url: String(input), signal: init.signal });
      if (browserAnswer === 'answers') return Promise.resolve(new Response(null, { status: 200 }));
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    return () => probe.mockRestore();
  },
} satisfies Meta<typeof ExternalGenomeBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * NAC001: the slim view (no track list, navigation, overview or full-view link) around the gene padded by 5 percent,
 * with the tracks of its gene type, in a lazily loaded 650×280 frame titled with its name; links to the full browser
 * in new tabs. The browser answers when asked at the frame's address, so the frame stays.
 */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const params = frameParams(canvasElement);
    await expect(params.get('data')).toBe('Araport11');
    await expect(params.get('loc')).toBe('Chr1:3518..6012');
    for (const name of ['tracklist', 'nav', 'overview', 'fullviewlink']) await expect(params.get(name)).toBe('0');
    await expect(params.get('tracks')).toBe(`${geneModelTracks.protein_coding},${INSERTION_TRACK}`);
    await expect(frame(canvasElement)).toHaveAttribute('title', 'Genome browser view of AT1G01010');
    await expect(frame(canvasElement)).toHaveAttribute('width', '650');
    await expect(frame(canvasElement)).toHaveAttribute('height', '280');
    await expect(frame(canvasElement)).toHaveAttribute('loading', 'lazy');

    const centerOn = canvas.getByRole('link', { name: 'Center on AT1G01010' });
    await expect(paramsOf(centerOn.getAttribute('href')).get('loc')).toBe('Chr1:3518..6012');
    await expect(paramsOf(centerOn.getAttribute('href')).get('highlight')).toBe('Chr1:3631..5899');
    await expect(paramsOf(centerOn.getAttribute('href')).has('tracklist')).toBe(false);
    await expect(centerOn).toHaveAttribute('target', '_blank');
    await expect(centerOn).toHaveAttribute('rel', 'noopener noreferrer');
    const fullScreen = canvas.getByRole('link', { name: 'Full-screen view' });
    await expect(paramsOf(fullScreen.getAttribute('href')).get('loc')).toBe('Chr1:3518..6012');
    await expect(paramsOf(fullScreen.getAttribute('href')).has('nav')).toBe(false);
    await expect(fullScreen).toHaveAttribute('target', '_blank');

    await afterAnswer(1);
    await expect(asked.map(({ url }) => url)).toEqual([frame(canvasElement).getAttribute('src')]);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** The genome browser cannot be reached: a notice takes the frame's place, with a link to open it in a new tab. */
export const BrowserSilent: Story = {
  parameters: { browserAnswer: 'fails' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(SILENT);
    await waitFor(() => expect(canvas.queryByTitle(/^Genome browser view/)).not.toBeInTheDocument());
    const open = canvas.getByRole('link', { name: 'Open it in a new tab.' });
    await expect(paramsOf(open.getAttribute('href')).get('loc')).toBe('Chr1:3518..6012');
    await expect(paramsOf(open.getAttribute('href')).has('nav')).toBe(false);
    await expect(open).toHaveAttribute('target', '_blank');
  },
};

/** The browser did not answer, then does: 'Try again' asks again and brings the frame back. */
export const BrowserAnswersOnRetry: Story = {
  parameters: { browserAnswer: 'fails' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('status');
    browserAnswer = 'answers';
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(frame(canvasElement)).toBeInTheDocument();
    await afterAnswer(2);
    await expect(asked).toHaveLength(2);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** Nothing at all to read: the default view, in a frame titled without a name. */
export const Empty: Story = {
  args: { record: {}, value: {} },
  play: async ({ canvasElement }) => {
    await expect(frame(canvasElement)).toHaveAttribute('title', 'Genome browser view');
    await expect(frameParams(canvasElement).get('loc')).toBe('Chr1:22047..32332');
  },
};

/** A locus without coordinates: the default view (Chr1:22047..32332), said so in a caption; nothing to centre on. */
export const DefaultView: Story = {
  args: { record: { name: 'AT1G01010' }, value: { name: 'AT1G01010' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(frameParams(canvasElement).get('loc')).toBe('Chr1:22047..32332');
    await expect(canvas.getByText(/No genome coordinates are recorded for AT1G01010/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Center on/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Full-screen view' })).toBeVisible();
  },
};

/** A mitochondrial gene: ChrM, without the insertion-line track. */
export const Mitochondrial: Story = {
  args: {
    record: { name: 'ATMG00030', chromosome: 'mitochondria', spanStartPosition: 11415, spanEndPosition: 11918 },
    value: { name: 'ATMG00030', chromosome: 'mitochondria', spanStartPosition: 11415, spanEndPosition: 11918 },
  },
  play: async ({ canvasElement }) => {
    const params = frameParams(canvasElement);
    await expect(params.get('loc')).toBe('ChrM:11390..11943');
    await expect(params.get('tracks')).not.toContain(INSERTION_TRACK);
  },
};

/** The feature is read from the value the field's path points at, with its own name and coordinate paths. */
export const FeatureAtFieldPath: Story = {
  args: {
    value: { assignment: { chromosome: 'Chr2', startPosition: 1000, endPosition: 1999 }, label: 'AT2G01008' },
    field: {
      kind: 'genomeBrowser',
      label: 'Genome browser',
      path: 'mapLocation',
      name: 'label',
      chromosome: 'assignment.chromosome',
      start: 'assignment.startPosition',
      end: 'assignment.endPosition',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(frameParams(canvasElement).get('loc')).toBe('Chr2:950..2049');
  },
};

/** A long gene on chromosome 1 (midasin, about 32 kb) on a reverse strand, with a non-coding model type. */
export const Long: Story = {
  args: {
    record: {},
    value: {
      name: 'AT1G67120 (MDN1, midasin homolog 1, AAA-type ATPase family protein)',
      chromosome: 'Chr1',
      spanStartPosition: 25080128,
      spanEndPosition: 25047963,
      repGene: { geneModelType: 'long noncoding rna' },
    },
  },
  // Reverse-strand coordinates are put in order; the gene-model track is that of the type.
  play: async ({ canvasElement }) => {
    const params = frameParams(canvasElement);
    await expect(params.get('loc')).toBe('Chr1:25046355..25081736');
    await expect(params.get('tracks')).toBe(`${geneModelTracks.long_noncoding_rna},${INSERTION_TRACK}`);
  },
};

// A genetic marker (002 §3) as the marker page reads it: its map assignments, the sequence map among them.
const marker = {
  markerName: 'T25K16-CAPS',
  globalAssignments: [
    { chromosome: '1', name: 'RI', mapType: 'genetic', startPosition: 0.4, endPosition: 0.4, units: 'cM' },
    { chromosome: '1', name: 'AGI', mapType: 'assembly_unit', startPosition: 2100, endPosition: 2600, units: 'bp' },
  ],
};

/** A marker on its own track, placed by its sequence-map assignment (the genetic-map one is skipped). */
export const MapElement: Story = {
  args: {
    recordType: 'marker',
    record: marker,
    value: marker.globalAssignments,
    field: { kind: 'genomeBrowser', label: 'Genome Browser', path: 'globalAssignments', mapElementType: 'genetic_marker', name: 'markerName', empty: 'No map details found' },
  },
  play: async ({ canvasElement }) => {
    const params = frameParams(canvasElement);
    await expect(params.get('loc')).toBe('Chr1:2075..2625');
    await expect(params.get('tracks')?.split(',')[0]).toBe(mapElementTracks.genetic_marker);
    await expect(frame(canvasElement)).toHaveAttribute('title', 'Genome browser view of T25K16-CAPS');
    const centerOn = within(canvasElement).getByRole('link', { name: 'Center on T25K16-CAPS' });
    await expect(paramsOf(centerOn.getAttribute('href')).get('highlight')).toBe('Chr1:2100..2600');
  },
};

/** A polymorphism with no place on the sequence map: the empty text, not an unrelated default view. */
export const MapElementUnplaced: Story = {
  args: {
    recordType: 'polyallele',
    record: { name: 'flc-3', globalAssignments: [] },
    value: [],
    field: { kind: 'genomeBrowser', label: 'Genome Browser', path: 'globalAssignments', mapElementType: 'polymorphism', name: 'name', empty: 'No Map Locations available' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Map Locations available')).toBeVisible();
    await expect(canvas.queryByTitle(/^Genome browser view/)).not.toBeInTheDocument();
  },
};
