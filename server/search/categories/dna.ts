// POST /api/search/dna (001 §2.2 DNA form, §3.1 DNA): clones and vectors. The form's category (clone or vector)
// chooses the record type, the search types of the term rows, the feature restrictions and whether map location
// rows apply (vectors are not placed on the genome). General search 'dna' answers both kinds; 'vector' only vectors.
import * as z from 'zod';
import { CLONE_SEARCH_TYPES, cloneFeatures, dnaPayload, type DnaPayload, vectorFeatures } from '../../../contracts/search/dna';
import type { CloneResponse } from '../../../schemas/clone';
import type { VectorResponse } from '../../../schemas/vector';
import type { CategoryModule, Criterion, IndexedDoc, IndexedSpan } from '../types';
import {
  anyOfCriterion,
  criteriaOf,
  distinct,
  flagTerm,
  linksOf,
  linkTo,
  listOf,
  mapLocationCriterion,
  selected,
  termsOf,
  textCriterion,
  textSortKey,
} from './rowCriteria';

/** Term fields each search type matches. */
const FIELDS_BY_SEARCH_TYPE: Record<(typeof CLONE_SEARCH_TYPES)[number], string[]> = {
  name: ['name', 'alias'],
  locus_name: ['locus'],
  gene_name: ['gene'],
  genbank_accession: ['genbank_accession'],
  genbank_gi: ['genbank_gi'],
};

export interface DnaDoc {
  id: string;
  type: 'clone' | 'vector';
  name: string;
  vector_type: string | null;
  insert_type?: string | null;
  loci: { id: string; name: string }[];
  genbank_accessions: string[];
  chromosome?: string | null;
  description?: string | null;
}

/** The full-length sequence types of a clone, e.g. 'full length cDNA', 'full length CDS'. */
const isFullLength = (sequenceType: string | null | undefined) => /^full[ -]length/i.test(sequenceType ?? '');

export function cloneDoc(key: string, clone: CloneResponse): DnaDoc {
  const gene = clone.gene;
  return {
    id: key,
    type: 'clone',
    name: clone.name,
    vector_type: distinct(listOf(clone.vectorDetails).map((vector) => vector.vectorType))[0] ?? null,
    insert_type: clone.parentClone?.insertType ?? null,
    loci: linksOf([linkTo(gene?.locusId, gene?.locusName)]),
    genbank_accessions: distinct(listOf(clone.sequences).map((sequence) => sequence.icAccession)),
    chromosome: clone.chromosome ?? null,
    description: gene?.relationshipType && gene.geneName ? `${gene.relationshipType} ${gene.geneName}` : null,
  };
}

export function vectorDoc(key: string, vector: VectorResponse): DnaDoc {
  return {
    id: key,
    type: 'vector',
    name: vector.name,
    vector_type: vector.vectorType ?? null,
    loci: [],
    genbank_accessions: [],
    description: vector.description ?? null,
  };
}

function indexClone(key: string, clone: CloneResponse): IndexedDoc {
  const doc = cloneDoc(key, clone);
  const sequences = listOf(clone.sequences);
  const placements = listOf(clone.globalAssignments);
  const spans: IndexedSpan[] = placements
    .filter((place) => place.chromosome && typeof place.startPosition === 'number' && typeof place.endPosition === 'number')
    .map((place) => ({ field: 'location', chromosome: place.chromosome!, start: place.startPosition!, end: place.endPosition! }));
  return {
    id: key,
    doc: { ...doc },
    sortKey: textSortKey(doc.name),
    terms: [
      ...termsOf('type', ['clone']),
      ...termsOf('name', [clone.name]),
      ...termsOf('alias', listOf(clone.aliases)),
      ...termsOf('locus', [clone.gene?.locusName]),
      ...termsOf('gene', [clone.gene?.geneName]),
      ...termsOf('genbank_accession', doc.genbank_accessions),
      ...termsOf('genbank_gi', sequences.map((sequence) => sequence.genbankGi)),
      ...termsOf('vector_type', listOf(clone.vectorDetails).map((vector) => vector.vectorType)),
      ...termsOf('insert_type', [doc.insert_type]),
      // The primers the clone's ends were read from (T7, SP6).
      ...termsOf('cloneend_type', listOf(clone.cloneEnds).map((end) => end.cloneEndType)),
      ...termsOf('chromosome', [clone.chromosome, ...placements.map((place) => place.chromosome)]),
      ...flagTerm('has_stock', listOf(clone.stockDetails).length > 0),
      ...flagTerm('full_length', sequences.some((sequence) => isFullLength(sequence.nucleotidesequenceType))),
      ...flagTerm('has_sequence', sequences.length > 0),
      ...flagTerm('mapped', spans.length > 0),
    ],
    spans,
  };
}

function indexVector(key: string, vector: VectorResponse): IndexedDoc {
  const doc = vectorDoc(key, vector);
  return {
    id: key,
    doc: { ...doc },
    sortKey: textSortKey(doc.name),
    terms: [
      ...termsOf('type', ['vector']),
      ...termsOf('name', [vector.name]),
      ...termsOf('vector_type', [vector.vectorType]),
      ...flagTerm('has_stock', listOf(vector.stockDetails).length > 0),
      ...flagTerm('has_image', listOf(vector.imageDetails).length > 0),
    ],
    words: [{ field: 'description', text: [vector.description, vector.promoterName, vector.antibioticResistance].filter(Boolean).join(' ') }],
  };
}

/** Criteria of the feature rows: each chosen feature must hold (rows and keys combine with AND). */
type FeatureRow = z.infer<typeof cloneFeatures> | z.infer<typeof vectorFeatures>;

function featureCriteria(features: readonly FeatureRow[] | undefined): Criterion[] {
  return listOf(features).flatMap((row) => {
    const others = selected(row.other_features);
    return criteriaOf(
      anyOfCriterion('vector_type', selected(row.vector_type)),
      'insert_type' in row ? anyOfCriterion('insert_type', selected(row.insert_type)) : null,
      'cloneend_type' in row ? anyOfCriterion('cloneend_type', selected(row.cloneend_type)) : null,
      ...others.map((feature): Criterion => ({ kind: 'anyOf', field: feature, values: ['true'] })),
    );
  });
}

export const dnaCategory: CategoryModule<DnaPayload> = {
  category: 'dna',
  version: 2,
  sourceTypes: ['clone', 'vector'],
  index(type, key, body) {
    // The records table holds records the data tests checked against schemas/clone.ts and schemas/vector.ts.
    if (type === 'clone') return [indexClone(key, body as CloneResponse)];
    if (type === 'vector') return [indexVector(key, body as VectorResponse)];
    return [];
  },
  payload: dnaPayload,
  query(payload) {
    const terms = listOf(payload.searchTerms).map((row) => textCriterion(FIELDS_BY_SEARCH_TYPE[row.search_type], row.search_method, row.search_input));
    return {
      category: 'dna',
      criteria: criteriaOf(
        { kind: 'anyOf', field: 'type', values: [payload.category] },
        ...terms,
        ...featureCriteria(payload.restrictByFeatures),
        payload.category === 'clone' ? mapLocationCriterion(payload.mapLocation) : null,
      ),
    };
  },
  general: { fields: ['name', 'alias', 'locus', 'gene', 'genbank_accession'], wordFields: ['description'] },
};
