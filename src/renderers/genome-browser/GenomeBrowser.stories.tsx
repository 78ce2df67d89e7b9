import type { Meta, StoryObj } from '@storybook/react-vite';
import { GenomeBrowser } from './GenomeBrowser';

// A locus record as the locus page reads it (002 §3).
const nac001 = {
  name: 'AT1G01010',
  chromosome: '1',
  spanStartPosition: 3631,
  spanEndPosition: 5899,
  repGene: { name: 'AT1G01010.1', geneModelType: 'protein_coding' },
};

const meta = {
  title: 'Renderers/GenomeBrowser',
  component: GenomeBrowser,
  args: {
    recordType: 'locus',
    sectionId: 'summary',
    record: nac001,
    value: nac001,
    field: {
      kind: 'genomeBrowser',
      label: 'Genome browser',
      name: 'name',
      chromosome: 'chromosome',
      start: 'spanStartPosition',
      end: 'spanEndPosition',
      geneType: 'repGene.geneModelType',
    },
  },
  parameters: {
    // The browser is an external site that cannot load here: axe must not wait for the frame to answer.
    a11y: { options: { iframes: false } },
  },
} satisfies Meta<typeof GenomeBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};

/** Nothing at all to read: the default view with its caption. */
export const Empty: Story = {
  args: { record: {}, value: {} },
};

/** A locus without coordinates: the default view (Chr1:22047..32332), said so in a caption. */
export const DefaultView: Story = {
  args: { record: { name: 'AT1G01010' }, value: { name: 'AT1G01010' } },
};

/** A mitochondrial gene: ChrM, without the insertion-line track. */
export const Mitochondrial: Story = {
  args: {
    record: { name: 'ATMG00030', chromosome: 'mitochondria', spanStartPosition: 11415, spanEndPosition: 11918 },
    value: { name: 'ATMG00030', chromosome: 'mitochondria', spanStartPosition: 11415, spanEndPosition: 11918 },
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
};

/** A polymorphism with no place on the sequence map: the empty text, not an unrelated default view. */
export const MapElementUnplaced: Story = {
  args: {
    recordType: 'polyallele',
    record: { name: 'flc-3', globalAssignments: [] },
    value: [],
    field: { kind: 'genomeBrowser', label: 'Genome Browser', path: 'globalAssignments', mapElementType: 'polymorphism', name: 'name', empty: 'No Map Locations available' },
  },
};
