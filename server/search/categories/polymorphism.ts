// POST /api/search/polymorphism (001 §2.2 polyallele form, §3.1 Polymorphism/allele): polymorphisms and alleles
// by name, locus, gene, germplasm, DOI or GenBank accession, restricted by their features (type, insertion, site
// in the gene, inheritance, construct, mutagen, allele mode, accessions) and by map location. No criteria: every
// polymorphism (001 §2.2).
import { POLYMORPHISM_SEARCH_TYPES, polymorphismPayload, type PolymorphismPayload } from '../../../contracts/search/polymorphism';
import type { PolymorphismResponse } from '../../../schemas/polymorphism';
import type { CategoryModule, IndexedDoc, IndexedSpan, RelatedRecord } from '../types';
import {
  anyOfCriterion,
  criteriaOf,
  distinct,
  ecotypeStem,
  flagCriterion,
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

/** Term fields each search type (contracts/search/polymorphism.ts) matches. */
const FIELDS_BY_SEARCH_TYPE: Record<(typeof POLYMORPHISM_SEARCH_TYPES)[number], string[]> = {
  name: ['name', 'alias'],
  locus_name: ['locus'],
  gene_name: ['gene'],
  germplasm: ['germplasm'],
  doi: ['doi'],
  genbank_accession: ['genbank_accession'],
};

export interface PolymorphismDoc {
  id: string;
  name: string;
  type: string | null;
  allele_mode: string | null;
  loci: { id: string; name: string }[];
  chromosome: string | null;
  description: string | null;
}

/** 'loss of function' → 'loss-of-function', the spelling of 001 §3.7. */
const alleleModeSpelling = (mode: string | null | undefined) => (mode ?? '').trim().toLowerCase().replace(/\s+/g, '-');

export function polymorphismDoc(key: string, polymorphism: PolymorphismResponse): PolymorphismDoc {
  return {
    id: key,
    name: polymorphism.originalName || polymorphism.name,
    type: polymorphism.polymorphismType ?? null,
    allele_mode: polymorphism.alleleMode ?? null,
    loci: linksOf(listOf(polymorphism.associatedGenes).map((gene) => linkTo(gene.locusId, gene.locus))),
    chromosome: polymorphism.chromosome ?? null,
    description: polymorphism.description ?? null,
  };
}

/** The DOIs of the publications describing it: the summary's, else the cited publication record's. */
function doisOf(polymorphism: PolymorphismResponse, related: RelatedRecord): string[] {
  return distinct(
    listOf(polymorphism.publications).map((publication) => {
      if (publication.doi) return publication.doi;
      if (publication.referenceId === null || publication.referenceId === undefined) return null;
      const cited = related('publication', String(publication.referenceId)) as { doi?: unknown } | null;
      return typeof cited?.doi === 'string' ? cited.doi : null;
    }),
  );
}

function indexPolymorphism(key: string, polymorphism: PolymorphismResponse, related: RelatedRecord): IndexedDoc {
  const doc = polymorphismDoc(key, polymorphism);
  const genes = listOf(polymorphism.associatedGenes);
  const placements = listOf(polymorphism.globalAssignments);
  const spans: IndexedSpan[] = placements
    .filter((place) => place.chromosome && typeof place.startPosition === 'number' && typeof place.endPosition === 'number')
    .map((place) => ({ field: 'location', chromosome: place.chromosome!, start: place.startPosition!, end: place.endPosition! }));
  return {
    id: key,
    doc: { ...doc },
    sortKey: textSortKey(doc.name),
    terms: [
      ...termsOf('name', [polymorphism.name, polymorphism.originalName]),
      ...termsOf('alias', listOf(polymorphism.aliases)),
      ...termsOf('locus', genes.map((gene) => gene.locus)),
      ...termsOf('gene', genes.map((gene) => gene.geneModel)),
      ...termsOf('germplasm', listOf(polymorphism.germplasmCollections).map((germplasm) => germplasm.name)),
      ...termsOf('doi', doisOf(polymorphism, related)),
      ...termsOf('genbank_accession', listOf(polymorphism.associatedNucleotideSequences).map((sequence) => sequence.genBankAccession)),
      ...termsOf('polymorphism_type', [polymorphism.polymorphismType]),
      ...termsOf('insertion_type', [polymorphism.insertionType]),
      ...termsOf('polymorphism_site', genes.map((gene) => gene.geneFeatureSite)),
      ...termsOf('inheritance', [polymorphism.inheritance]),
      ...termsOf('construct_type', [polymorphism.constructType]),
      ...termsOf('mutagen', [polymorphism.mutagen]),
      ...termsOf('allele_mode', [alleleModeSpelling(polymorphism.alleleMode)]),
      ...termsOf('ecotype', distinct(listOf(polymorphism.tfcPolymorphisms).map((form) => form.abbrevName)).flatMap((name) => [name, ecotypeStem(name)])),
      ...termsOf('chromosome', [polymorphism.chromosome, ...placements.map((place) => place.chromosome)]),
      ...flagTerm('genetic_marker', listOf(polymorphism.geneticMarkers).length > 0),
    ],
    words: [{ field: 'description', text: [polymorphism.description, polymorphism.mutationSite].filter(Boolean).join(' ') }],
    spans,
  };
}

export const polymorphismCategory: CategoryModule<PolymorphismPayload> = {
  category: 'polymorphism',
  version: 2,
  sourceTypes: ['polymorphism'],
  reads: ['publication'],
  // Records were checked against schemas/polymorphism.ts by the data tests.
  index: (type, key, body, related) => (type === 'polymorphism' ? [indexPolymorphism(key, body as PolymorphismResponse, related)] : []),
  payload: polymorphismPayload,
  query(payload) {
    const terms = listOf(payload.searchTerms).map((row) => textCriterion(FIELDS_BY_SEARCH_TYPE[row.search_type], row.search_method, row.search_input));
    const features = listOf(payload.restrictByFeatures).flatMap((row) => [
      flagCriterion('genetic_marker', row.is_genetic_marker),
      anyOfCriterion('polymorphism_type', selected(row.polymorphism_type)),
      anyOfCriterion('insertion_type', selected(row.insertion_type)),
      anyOfCriterion('polymorphism_site', selected(row.polymorphism_site)),
      anyOfCriterion('inheritance', selected(row.inheritence)),
      anyOfCriterion('construct_type', selected(row.construct_type)),
      anyOfCriterion('mutagen', selected(row.mutagen)),
      anyOfCriterion('allele_mode', selected(row.allele_mode)),
      // Polymorphic between two accessions: the polymorphism has a form in each of them.
      anyOfCriterion('ecotype', selected(row.poly_between_1)),
      anyOfCriterion('ecotype', selected(row.poly_between_2)),
    ]);
    return { category: 'polymorphism', criteria: criteriaOf(...terms, ...features, mapLocationCriterion(payload.mapLocation)) };
  },
  general: { fields: ['name', 'alias', 'locus', 'gene', 'germplasm'], wordFields: ['description'] },
};
