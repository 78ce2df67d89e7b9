// The sequence service: the sequences of the loci or gene models a request names, for one of the 13 sources, and
// every sequence of a source (what a BLAST database of that source holds). All nucleotides are demo data (see
// demoGenome.ts); gene structures, strands and protein residues are the dataset's.
import type { BodyFields, GeneActionStore, StoredRecord } from '../search/actions/store';
import { idText } from '../search/actions/json';
import { cutLocus, cutModel, modelKeysOf, type LocusToCut, type ModelToCut } from './cut';
import type { SequenceEntry } from './fasta';
import { modelStructure } from './geneStructure';
import { DEFAULT_FLANK, sequenceSource, type FlankLength, type SequenceFormat, type SequenceSourceId } from '../../contracts/sequences/sources';

export interface SequenceRequest {
  /** Locus ids (AGI codes or keys) or gene model ids (names such as AT1G01010.1, or keys). */
  ids: { kind: 'locus' | 'gene'; values: readonly string[] };
  source: SequenceSourceId;
  /** Per-model sources only: the representative model of each locus, all its models, or the listed models. */
  format: SequenceFormat;
  /** Upstream and downstream only. */
  flank?: FlankLength;
}

/** The body fields cutting reads: the locus's place, strand, symbols and models; the model's structure and labels. */
const LOCUS_FIELDS: BodyFields = ['chromosome', 'spanStartPosition', 'spanEndPosition', 'globalAssignments', 'symbols', 'repGene', 'otherGenes'];
const GENE_FIELDS: BodyFields = ['locusId', 'mapLocation', 'geneFeatures', 'proteinData', 'symbols', 'primarySymbol', 'description'];

function locusToCut(store: GeneActionStore, locus: StoredRecord): LocusToCut {
  return {
    key: locus.key,
    name: locus.name,
    locus: locus.body,
    next: () => {
      const chromosome = idText(locus.body.chromosome);
      const start = typeof locus.body.spanStartPosition === 'number' ? locus.body.spanStartPosition : null;
      const end = typeof locus.body.spanEndPosition === 'number' ? locus.body.spanEndPosition : null;
      if (chromosome === null || start === null || end === null) return null;
      return store.nextLocus(chromosome, Math.max(start, end), locus.key);
    },
  };
}

function modelToCut(store: GeneActionStore, gene: StoredRecord, locus: StoredRecord): ModelToCut | null {
  const structure = modelStructure(gene.body, locus.body);
  if (!structure) return null;
  const proteinKeys = (Array.isArray(gene.body.proteinData) ? gene.body.proteinData : []).map((protein: unknown) =>
    typeof protein === 'object' && protein !== null ? idText((protein as { tairObjectId?: unknown }).tairObjectId) : null,
  );
  const proteinKey = proteinKeys.find((key): key is string => key !== null);
  return { name: gene.name, gene: gene.body, structure, proteinResidues: proteinKey ? store.proteinResidues(proteinKey) : null };
}

/** The gene models of a locus, representative first; `representativeOnly` keeps just that one. */
function modelsOf(store: GeneActionStore, locus: StoredRecord, representativeOnly: boolean): StoredRecord[] {
  const keys = modelKeysOf(locus.body);
  const models = store.genesByKey(representativeOnly ? keys.slice(0, 1) : keys, GENE_FIELDS);
  const [first, ...rest] = models;
  return first ? [first, ...rest.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))] : [];
}

/** The loci a request names: directly, or as the loci of the gene models it names. */
function requestedLoci(store: GeneActionStore, request: SequenceRequest): StoredRecord[] {
  if (request.ids.kind === 'locus') return store.loci(request.ids.values, LOCUS_FIELDS);
  const locusIds = store.genes(request.ids.values, ['locusId']).flatMap((gene) => idText(gene.body.locusId) ?? []);
  return store.loci(locusIds, LOCUS_FIELDS);
}

export function sequenceEntries(store: GeneActionStore, request: SequenceRequest): SequenceEntry[] {
  const source = sequenceSource(request.source);
  const flank = request.flank ?? DEFAULT_FLANK;
  if (source.level === 'locus') return requestedLoci(store, request).flatMap((locus) => cutLocus(source.part, locusToCut(store, locus), flank));

  if (request.format === 'query_match' && request.ids.kind === 'gene') {
    return store.genes(request.ids.values, GENE_FIELDS).flatMap((gene) => {
      const locusId = idText(gene.body.locusId);
      const [locus] = locusId === null ? [] : store.loci([locusId], LOCUS_FIELDS);
      const model = locus ? modelToCut(store, gene, locus) : null;
      return model ? cutModel(source.part, model) : [];
    });
  }
  const representativeOnly = request.format !== 'all_models';
  return requestedLoci(store, request).flatMap((locus) =>
    modelsOf(store, locus, representativeOnly).flatMap((gene) => {
      const model = modelToCut(store, gene, locus);
      return model ? cutModel(source.part, model) : [];
    }),
  );
}

/**
 * Every sequence of a source, locus by locus in chromosome order (every gene model for per-model sources), one at a
 * time: what a BLAST database built from the source holds.
 */
export function* sourceEntries(store: GeneActionStore, sourceId: SequenceSourceId, flank: FlankLength = DEFAULT_FLANK): Generator<SequenceEntry> {
  for (const key of store.locusKeys()) {
    yield* sequenceEntries(store, { ids: { kind: 'locus', values: [key] }, source: sourceId, format: 'all_models', flank });
  }
}
