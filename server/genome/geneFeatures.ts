// The gene track: a feature per locus, its gene models below it, and each model's exons, CDS and UTRs, as the gene
// page derives them (server/sequences/geneStructure.ts). Types are Sequence Ontology terms chosen from the model's
// type; strands are the records' (the locus's AGI orientation, or a model whose features run high to low).
import type { GenomeFeature } from '../../contracts/genome/features';
import { text } from '../search/actions/json';
import { modelKeysOf } from '../sequences/cut';
import { codingRanges, locusPlace, modelStructure, utrRanges, type ModelStructure, type Range, type Strand } from '../sequences/geneStructure';
import type { GenomeRecord } from './store';

/** The SO term of a gene model by its type as the records write it; a model of another type is a transcript. */
const TRANSCRIPT_TYPES: Readonly<Record<string, string>> = {
  protein_coding: 'mRNA',
  pseudogene: 'pseudogenic_transcript',
  transposable_element_gene: 'mRNA',
  long_noncoding_rna: 'lnc_RNA',
  antisense_long_noncoding_rna: 'lnc_RNA',
  novel_transcribed_region: 'ncRNA',
  other_rna: 'ncRNA',
  ncrna: 'ncRNA',
  trna: 'tRNA',
  rrna: 'rRNA',
  snrna: 'snRNA',
  snorna: 'snoRNA',
  mirna: 'miRNA',
  mirna_primary_transcript: 'miRNA_primary_transcript',
  antisense_rna: 'antisense_RNA',
};

export function transcriptType(modelType: unknown, coding: boolean): string {
  const type = TRANSCRIPT_TYPES[(text(modelType) ?? '').toLowerCase()];
  return type ?? (coding ? 'mRNA' : 'transcript');
}

const strandOf = (strand: Strand): 1 | -1 => (strand === 'R' ? -1 : 1);

interface ModelFeatureInput {
  name: string;
  modelType: unknown;
  structure: ModelStructure;
}

/** The parts of a model, each numbered within its type in chromosome order: exon:AT1G01010.1:1, CDS:AT1G01010.1:1 … */
function modelParts({ name, structure }: ModelFeatureInput, pseudogenic: boolean): GenomeFeature[] {
  const strand = strandOf(structure.strand);
  const parts = (type: string, ranges: readonly Range[]) =>
    ranges.map(([start, end], index): GenomeFeature => ({ id: `${type}:${name}:${index + 1}`, type, start, end, strand, name }));
  return [
    ...parts(pseudogenic ? 'pseudogenic_exon' : 'exon', structure.exons),
    ...parts('five_prime_UTR', utrRanges(structure, 5)),
    ...parts('CDS', codingRanges(structure)),
    ...parts('three_prime_UTR', utrRanges(structure, 3)),
  ];
}

function modelFeature(model: ModelFeatureInput): GenomeFeature {
  const type = transcriptType(model.modelType, model.structure.orf !== null);
  return {
    id: `model:${model.name}`,
    type,
    start: model.structure.span[0],
    end: model.structure.span[1],
    strand: strandOf(model.structure.strand),
    name: model.name,
    href: `/gene?name=${encodeURIComponent(model.name)}`,
    subfeatures: modelParts(model, type === 'pseudogenic_transcript'),
  };
}

/**
 * A locus as a gene feature spanning it and its models (a model reaching past the locus's span widens it, so the
 * GFF3 export's parents hold their children). A locus without a place on the sequence map has none. `models` holds
 * the gene model records read for this and other loci, by key.
 */
export function geneFeature(locus: GenomeRecord, models: ReadonlyMap<string, GenomeRecord>): GenomeFeature | null {
  const place = locusPlace(locus.body);
  if (!place) return null;
  const name = locus.name ?? locus.key;
  const modelFeatures = modelKeysOf(locus.body).flatMap((key) => {
    const model = models.get(key);
    const structure = model ? modelStructure(model.body, locus.body) : null;
    if (!model || !structure || structure.chromosome !== place.chromosome) return [];
    return [modelFeature({ name: model.name ?? model.key, modelType: model.body.geneModelType, structure })];
  });
  const pseudogene = modelFeatures.length > 0 && modelFeatures.every((model) => model.type === 'pseudogenic_transcript');
  return {
    id: `locus:${name}`,
    type: pseudogene ? 'pseudogene' : 'gene',
    start: Math.min(place.span[0], ...modelFeatures.map((model) => model.start)),
    end: Math.max(place.span[1], ...modelFeatures.map((model) => model.end)),
    strand: strandOf(place.strand),
    name,
    href: `/locus?name=${encodeURIComponent(name)}`,
    ...(modelFeatures.length > 0 ? { subfeatures: modelFeatures } : {}),
  };
}

/** The gene model keys the loci list, to read them all at once. */
export const modelKeysOfLoci = (loci: readonly GenomeRecord[]): string[] => loci.flatMap((locus) => modelKeysOf(locus.body));
