// The sequence service: the sequences of the loci or gene models a request names, for one of the 13 sources, and
// every sequence of a source (what a BLAST database of that source holds). All nucleotides are demo data (see
// demoGenome.ts); gene structures, strands and protein residues are the dataset's.
import type { BodyFields, GeneActionStore, LocusEnd, NeighbourLocus, StoredRecord } from '../search/actions/store';
import { idText } from '../search/actions/json';
import { cutLocus, cutModel, modelKeysOf, type LocusToCut, type ModelToCut } from './cut';
import type { SequenceEntry } from './fasta';
import { modelStructure } from './geneStructure';
import { DEFAULT_FLANK, sequenceSource, type FlankLength, type SequenceFormat, type SequencePart, type SequenceSourceId } from '../../contracts/sequences/sources';

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

/** Where a locus ends, to find the locus after it, or null for a locus without a place. */
function locusEnd(locus: StoredRecord): LocusEnd | null {
  const chromosome = idText(locus.body.chromosome);
  const start = typeof locus.body.spanStartPosition === 'number' ? locus.body.spanStartPosition : null;
  const end = typeof locus.body.spanEndPosition === 'number' ? locus.body.spanEndPosition : null;
  if (chromosome === null || start === null || end === null) return null;
  return { chromosome, after: Math.max(start, end), excludeKey: locus.key };
}

/** The loci to cut, each with the locus after it when the part needs that (the intergenic region), read at once. */
async function lociToCut(store: GeneActionStore, loci: readonly StoredRecord[], part: SequencePart): Promise<LocusToCut[]> {
  const neighbours = new Map<string, NeighbourLocus | null>();
  if (part === 'intergenic') {
    const ends = loci.flatMap((locus) => locusEnd(locus) ?? []);
    const found = await store.nextLoci(ends);
    ends.forEach((end, index) => neighbours.set(end.excludeKey, found[index] ?? null));
  }
  return loci.map((locus) => ({ key: locus.key, name: locus.name, locus: locus.body, next: () => neighbours.get(locus.key) ?? null }));
}

/** The protein keys of a gene model, in the order it lists them. */
const proteinKeysOf = (gene: StoredRecord) =>
  (Array.isArray(gene.body.proteinData) ? gene.body.proteinData : []).flatMap((protein: unknown) =>
    (typeof protein === 'object' && protein !== null ? idText((protein as { tairObjectId?: unknown }).tairObjectId) : null) ?? [],
  );

/** The residues of the first protein of every model, read at once. */
const residuesOf = (store: GeneActionStore, genes: readonly StoredRecord[]) => store.proteinResidues(genes.flatMap((gene) => proteinKeysOf(gene).slice(0, 1)));

function modelToCut(gene: StoredRecord, locus: StoredRecord, residues: ReadonlyMap<string, string>): ModelToCut | null {
  const structure = modelStructure(gene.body, locus.body);
  if (!structure) return null;
  const proteinKey = proteinKeysOf(gene)[0];
  return { name: gene.name, gene: gene.body, structure, proteinResidues: proteinKey === undefined ? null : (residues.get(proteinKey) ?? null) };
}

/** The gene models of a locus among those read, representative first; `representativeOnly` keeps just that one. */
function modelsOf(locus: StoredRecord, models: ReadonlyMap<string, StoredRecord>, representativeOnly: boolean): StoredRecord[] {
  const keys = modelKeysOf(locus.body);
  const [first, ...rest] = (representativeOnly ? keys.slice(0, 1) : keys).flatMap((key) => models.get(key) ?? []);
  return first ? [first, ...rest.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))] : [];
}

/** The loci a request names: directly, or as the loci of the gene models it names. */
async function requestedLoci(store: GeneActionStore, request: SequenceRequest): Promise<StoredRecord[]> {
  if (request.ids.kind === 'locus') return store.loci(request.ids.values, LOCUS_FIELDS);
  const locusIds = (await store.genes(request.ids.values, ['locusId'])).flatMap((gene) => idText(gene.body.locusId) ?? []);
  return store.loci(locusIds, LOCUS_FIELDS);
}

/** The sequences of each locus, locus by locus: every kind of record they need is read once for all of them. */
async function entriesByLocus(store: GeneActionStore, loci: readonly StoredRecord[], request: SequenceRequest): Promise<{ locus: StoredRecord; entries: SequenceEntry[] }[]> {
  const source = sequenceSource(request.source);
  if (source.level === 'locus') {
    const targets = await lociToCut(store, loci, source.part);
    const flank = request.flank ?? DEFAULT_FLANK;
    return targets.map((target, index) => ({ locus: loci[index]!, entries: cutLocus(source.part, target, flank) }));
  }
  const representativeOnly = request.format !== 'all_models';
  const modelKeys = loci.flatMap((locus) => (representativeOnly ? modelKeysOf(locus.body).slice(0, 1) : modelKeysOf(locus.body)));
  const genes = await store.genesByKey(modelKeys, GENE_FIELDS);
  const models = new Map(genes.map((gene) => [gene.key, gene]));
  const residues = await residuesOf(store, genes);
  return loci.map((locus) => ({
    locus,
    entries: modelsOf(locus, models, representativeOnly).flatMap((gene) => {
      const model = modelToCut(gene, locus, residues);
      return model ? cutModel(source.part, model) : [];
    }),
  }));
}

/** The sequences of the loci or models a request names. */
export async function sequenceEntries(store: GeneActionStore, request: SequenceRequest): Promise<SequenceEntry[]> {
  const source = sequenceSource(request.source);
  if (source.level === 'model' && request.format === 'query_match' && request.ids.kind === 'gene') {
    const genes = await store.genes(request.ids.values, GENE_FIELDS);
    const loci = new Map((await store.loci(genes.flatMap((gene) => idText(gene.body.locusId) ?? []), LOCUS_FIELDS)).map((locus) => [locus.key, locus]));
    const residues = await residuesOf(store, genes);
    return genes.flatMap((gene) => {
      const locusId = idText(gene.body.locusId);
      const locus = locusId === null ? undefined : loci.get(locusId);
      const model = locus ? modelToCut(gene, locus, residues) : null;
      return model ? cutModel(source.part, model) : [];
    });
  }
  return (await entriesByLocus(store, await requestedLoci(store, request), request)).flatMap(({ entries }) => entries);
}

/** Every sequence of a source for the loci of `locusKeys` (every gene model for per-model sources), locus by locus. */
export async function sourceEntriesOfLoci(
  store: GeneActionStore,
  locusKeys: readonly string[],
  sourceId: SequenceSourceId,
  flank: FlankLength = DEFAULT_FLANK,
): Promise<{ locusKey: string; entries: SequenceEntry[] }[]> {
  const loci = await store.loci(locusKeys, LOCUS_FIELDS);
  const request: SequenceRequest = { ids: { kind: 'locus', values: locusKeys }, source: sourceId, format: 'all_models', flank };
  return (await entriesByLocus(store, loci, request)).map(({ locus, entries }) => ({ locusKey: locus.key, entries }));
}

/** Loci cut per batch of reads when a whole source is walked. */
export const SOURCE_BATCH = 500;

/**
 * Every sequence of a source, locus by locus in chromosome order (every gene model for per-model sources), read a
 * batch of loci at a time: what a BLAST database built from the source holds.
 */
export async function* sourceEntries(store: GeneActionStore, sourceId: SequenceSourceId, flank: FlankLength = DEFAULT_FLANK): AsyncGenerator<SequenceEntry> {
  const keys = await store.locusKeys();
  for (let first = 0; first < keys.length; first += SOURCE_BATCH) {
    for (const { entries } of await sourceEntriesOfLoci(store, keys.slice(first, first + SOURCE_BATCH), sourceId, flank)) yield* entries;
  }
}
