// Where each track's records are in the search index, and which body fields its features read. Both stores' SQL is
// built from these constants only (never from a request), after the check that field names are plain JSON keys.
import type { GenomeTrackId } from '../../contracts/genome/features';
import type { GenomeChromosome } from '../../contracts/genome/chromosomes';

export interface TrackSource {
  /** The search category whose spans place the records (server/search/categories). */
  category: string;
  /** The span field of that category on the sequence map, in base pairs. */
  field: string;
  /** The record type the spans' ids are keys of (the dna category also holds vectors). */
  recordType: string;
  /** The top-level body fields the track's features read. */
  fields: readonly string[];
}

const PLACEMENT = ['chromosome', 'globalAssignments'] as const;

export const TRACK_SOURCES: Readonly<Record<GenomeTrackId, TrackSource>> = {
  genes: {
    category: 'gene',
    field: 'agi',
    recordType: 'locus',
    fields: [...PLACEMENT, 'spanStartPosition', 'spanEndPosition', 'repGene', 'otherGenes', 'locusType'],
  },
  markers: { category: 'marker', field: 'location', recordType: 'marker', fields: [...PLACEMENT, 'markerName', 'markerType'] },
  polymorphisms: {
    category: 'polymorphism',
    field: 'location',
    recordType: 'polymorphism',
    fields: [...PLACEMENT, 'name', 'originalName', 'polymorphismType', 'insertionType'],
  },
  transposons: { category: 'transposon', field: 'location', recordType: 'transposon', fields: ['chromosome', 'name', 'globalAssignment', 'transposonFeature'] },
  clones: { category: 'dna', field: 'location', recordType: 'clone', fields: [...PLACEMENT, 'name'] },
};

/** The gene model fields the gene track reads: its structure (server/sequences/geneStructure.ts) and type. */
export const GENE_MODEL_FIELDS: readonly string[] = ['mapLocation', 'geneFeatures', 'geneModelType'];

const BODY_FIELD = /^[A-Za-z][A-Za-z0-9]*$/;

/** The field names, checked to be plain JSON keys before a store writes them into its SQL. */
export function checkedFields(fields: readonly string[]): readonly string[] {
  const bad = fields.find((field) => !BODY_FIELD.test(field));
  if (bad !== undefined) throw new Error(`"${bad}" is not a body field name (letters and digits).`);
  return fields;
}

const ORGANELLE_SPELLINGS: Partial<Record<GenomeChromosome, readonly string[]>> = {
  ChrC: ['PT', 'CHLOROPLAST'],
  ChrM: ['MT', 'MITOCHONDRIA', 'MITOCHONDRION'],
};

/**
 * The spellings of a chromosome the index holds: records write '1' or 'Chr1', 'C' or 'ChrC' (or the organelle's
 * name), and the index keeps them upper-cased as written.
 */
export function indexChromosomes(chromosome: GenomeChromosome): string[] {
  const short = chromosome.slice('Chr'.length).toUpperCase();
  return [short, `CHR${short}`, ...(ORGANELLE_SPELLINGS[chromosome] ?? [])];
}
