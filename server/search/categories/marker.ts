// POST /api/search/marker (001 §2.2 Markers form, §3.1 Markers): genetic markers by name or the locus they tag,
// restricted by marker type, by two accessions the marker tells apart, and by map location. No criteria: every
// marker (001 §2.2).
import { MARKER_SEARCH_TYPES, markerPayload, type MarkerPayload } from '../../../contracts/search/marker';
import type { MarkerResponse } from '../../../schemas/marker';
import type { CategoryModule, IndexedDoc, IndexedSpan } from '../types';
import {
  anyOfCriterion,
  criteriaOf,
  distinct,
  ecotypeStem,
  linksOf,
  linkTo,
  listOf,
  mapLocationCriterion,
  oneOrMany,
  selected,
  termsOf,
  textCriterion,
  textSortKey,
} from './rowCriteria';

/** Term fields each search type (contracts/search/marker.ts) matches. */
const FIELDS_BY_SEARCH_TYPE: Record<(typeof MARKER_SEARCH_TYPES)[number], string[]> = {
  name: ['name', 'alias'],
  locus_name: ['locus'],
  gene_name: ['gene'],
};

export interface MarkerDoc {
  id: string;
  name: string;
  type: string | null;
  chromosome: string | null;
  loci: { id: string; name: string }[];
  polymorphic_between: string[];
}

/** What the marker shows in each accession: its PCR product length or its digest fragments. */
function patternsByEcotype(marker: MarkerResponse): Map<string, Set<string>> {
  const patterns = new Map<string, Set<string>>();
  const add = (abbreviation: string | null | undefined, pattern: string) => {
    if (!abbreviation) return;
    const stem = ecotypeStem(abbreviation);
    patterns.set(stem, (patterns.get(stem) ?? new Set()).add(pattern));
  };
  for (const length of listOf(marker.pcrProductLengths)) add(length.abbrevName, `pcr:${length.productLength ?? ''}`);
  for (const digest of listOf(marker.digestPatterns)) add(digest.abbrevName, `digest:${digest.fragmentationLength ?? ''}`);
  return patterns;
}

/** Pairs of accessions ('Col|Ler', names in order) whose patterns differ: the marker is polymorphic between them. */
function polymorphicPairs(marker: MarkerResponse): string[] {
  const entries = [...patternsByEcotype(marker)].sort(([a], [b]) => a.localeCompare(b));
  const pairs: string[] = [];
  entries.forEach(([first, firstPatterns], index) => {
    for (const [second, secondPatterns] of entries.slice(index + 1)) {
      const same = firstPatterns.size === secondPatterns.size && [...firstPatterns].every((pattern) => secondPatterns.has(pattern));
      if (!same) pairs.push(pairKey(first, second));
    }
  });
  return pairs;
}

const pairKey = (first: string, second: string) => [first, second].sort((a, b) => a.localeCompare(b)).join('|');

type MarkerLocus = { name?: string | null; locusId?: string | number | null };

export function markerDoc(key: string, marker: MarkerResponse): MarkerDoc {
  const pairs = polymorphicPairs(marker);
  return {
    id: key,
    name: marker.markerName,
    type: marker.markerType ?? null,
    chromosome: marker.chromosome ?? null,
    loci: linksOf([
      ...oneOrMany<MarkerLocus>(marker.associatedLoci).map((locus) => linkTo(locus.locusId, locus.name)),
      ...listOf(marker.associatedGene).map((gene) => linkTo(gene.locusId, gene.locusName)),
    ]),
    polymorphic_between: distinct(pairs.flatMap((pair) => pair.split('|'))).sort((a, b) => a.localeCompare(b)),
  };
}

function indexMarker(key: string, marker: MarkerResponse): IndexedDoc {
  const doc = markerDoc(key, marker);
  const placements = listOf(marker.globalAssignments);
  const spans: IndexedSpan[] = placements
    .filter((place) => place.chromosome && typeof place.startPosition === 'number' && typeof place.endPosition === 'number')
    .map((place) => ({ field: 'location', chromosome: place.chromosome!, start: place.startPosition!, end: place.endPosition! }));
  return {
    id: key,
    doc: { ...doc },
    sortKey: textSortKey(doc.name),
    terms: [
      ...termsOf('name', [marker.markerName]),
      ...termsOf('alias', listOf(marker.aliases)),
      ...termsOf('locus', doc.loci.map((locus) => locus.name)),
      ...termsOf('gene', listOf(marker.associatedGene).map((gene) => gene.geneName)),
      ...termsOf('marker_type', [marker.markerType]),
      ...termsOf('poly_between', polymorphicPairs(marker)),
      ...termsOf('poly_with', doc.polymorphic_between),
      ...termsOf('chromosome', [marker.chromosome, ...placements.map((place) => place.chromosome)]),
    ],
    spans,
  };
}

export const markerCategory: CategoryModule<MarkerPayload> = {
  category: 'marker',
  version: 1,
  sourceTypes: ['marker'],
  // Records were checked against schemas/marker.ts by the data tests.
  index: (type, key, body) => (type === 'marker' ? [indexMarker(key, body as MarkerResponse)] : []),
  payload: markerPayload,
  query(payload) {
    const terms = listOf(payload.searchTerms).map((row) => textCriterion(FIELDS_BY_SEARCH_TYPE[row.search_type], row.search_method, row.search_input));
    const features = listOf(payload.restrictByFeatures).flatMap((row) => {
      const between = [row.poly_between_1, row.poly_between_2].filter((ecotype) => ecotype !== undefined && ecotype !== 'any');
      return [
        anyOfCriterion('marker_type', selected(row.marker_type)),
        // Both accessions: polymorphic between them. One: polymorphic between it and some other accession.
        between.length === 2 && between[0] !== between[1]
          ? anyOfCriterion('poly_between', [pairKey(between[0]!, between[1]!)])
          : anyOfCriterion('poly_with', between.slice(0, 1)),
      ];
    });
    return { category: 'marker', criteria: criteriaOf(...terms, ...features, mapLocationCriterion(payload.mapLocation)) };
  },
  general: { fields: ['name', 'alias', 'locus'] },
};
